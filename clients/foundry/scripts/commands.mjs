// `/tt`: a command sent to the server as the configured seat.
import { language, t } from "./host.mjs";

export const COMMAND_PREFIX = "/tt";

/** Parse `/tt {"type": ...}` or `/tt Type key=value ...` into a command, or null when the
 * text is not for us; throws on `/tt` with unreadable JSON. */
export function parseCommand(text) {
  const trimmed = String(text).trim();
  if (trimmed !== COMMAND_PREFIX && !trimmed.startsWith(`${COMMAND_PREFIX} `)) return null;
  const rest = trimmed.slice(COMMAND_PREFIX.length).trim();
  if (!rest) throw new SyntaxError(t("Notify.NeedsType"));
  if (rest.startsWith("{")) return JSON.parse(rest);
  const [type, ...pairs] = rest.split(/\s+/);
  const command = { type };
  for (const pair of pairs) {
    const [key, ...value] = pair.split("=");
    const raw = value.join("=");
    command[key] = /^-?\d+$/.test(raw) ? Number(raw) : raw;
  }
  return command;
}

/** Send a command as the configured seat; the server's answer, or an Error saying the
 * problem's code and detail. */
export async function sendCommand(config, command) {
  const response = await fetch(`${config.serverUrl}/v1/games/${encodeURIComponent(config.gameId)}/commands`, {
    method: "POST", body: JSON.stringify(command),
    headers: { Authorization: `Bearer ${config.token}`, "Content-Type": "application/json",
      "Accept-Language": language() },
  });
  const body = await response.json().catch(() => ({}));
  if (!response.ok) throw new Error(`${body.code ?? response.status}: ${body.detail ?? ""}`);
  return body;
}
