// GM-only entries, shown to GMs only, from the game server.
//
// Foundry's server sends a created ChatMessage to every connected client: a whisper is
// hidden on screen only (`ChatMessage#visible`), and a blind roll is sent to players in
// every version so that they can show "privately rolled" (v11 `resources/app/dist/
// database/backend/...`; see the harness README). So the module never puts a gm-only
// entry's text or dice in a document: the whisper holds a placeholder, and each GM's
// browser, when Foundry renders that message (`renderChatMessage` in v12, with jQuery;
// `renderChatMessageHTML` in v13, with an HTMLElement), fetches the entry from the
// server with its own seat token (the gm token) and writes it into the card, locally.
import { currentGame, language } from "./host.mjs";
import { escapeHtml, serverFlags } from "./poster.mjs";
import { MODULE_ID, configured, readConfig } from "./settings.mjs";
import { request } from "./report.mjs";

const COMMAND_SPAN = /^<span class="tabletop-command">[^<]*<\/span>(<br>)?/;

/** A roll as one line of text: header, dice, total. */
function rollLine(roll) {
  const dice = roll.terms.filter((term) => term.results)
    .map((term) => term.results.map((r) => (r.active === false ? `(${r.result})` : String(r.result))).join(" "))
    .join(" + ");
  return `<p class="tabletop-roll">${escapeHtml(roll.options?.flavor ?? roll.formula ?? "")}: ${escapeHtml(dice)} → ${escapeHtml(String(roll.total))}</p>`;
}

/** What a GM reads of an exported message: its narration and dice (server text, already
 * escaped and inert). */
export function gmText(message) {
  const lines = String(message.flavor ?? "").replace(COMMAND_SPAN, "");
  const narration = lines ? `<p>${lines}</p>` : "";
  return narration + String(message.content ?? "") + (message.rolls ?? []).map(rollLine).join("");
}

export class GmReader {
  constructor() { this.entries = new Map(); this.reading = new Map(); }

  /** The server's message `id` (first version `version`), read once per batch. */
  async read(id, version) {
    if (this.entries.has(id)) return this.entries.get(id);
    const config = readConfig(currentGame());
    if (!configured(config)) return null;
    const after = Math.max(0, version - 1);
    if (!this.reading.has(after)) {
      const path = `/v1/games/${encodeURIComponent(config.gameId)}/export?format=foundry&view_as=observer&after=${after}`;
      this.reading.set(after, request(`${config.serverUrl}${path}`, {
        headers: { Authorization: `Bearer ${config.token}`, "Accept-Language": language() },
      }).then((r) => r.json()).then(({ messages }) => {
        for (const message of messages) this.entries.set(message._id, message);
      }).finally(() => this.reading.delete(after)));
    }
    await this.reading.get(after);
    return this.entries.get(id) ?? null;
  }

  /** A rendered card of `message` (HTMLElement, or jQuery in v12): a GM's browser fills
   * the placeholder of a gm-only entry with the server's text. */
  render(message, html) {
    const flags = message?.flags?.[MODULE_ID];
    if (!flags?.gm_only || !currentGame()?.user?.isGM) return;
    const element = html?.[0] ?? html;
    const target = element?.querySelector?.(".tabletop-gm-only");
    if (!target) return;
    this.read(message.id, Math.min(...(flags.versions ?? [1]))).then((found) => {
      if (!found || !serverFlags(found).gm_only) return;
      target.innerHTML = gmText(found);
      target.classList.add("tabletop-shown");
    }).catch((error) => console.warn(`${MODULE_ID} | ${error?.message ?? error}`));
  }
}
