// Worlds for the module's tests: a Foundry server with two GM users and two players, the
// module's settings filled in, and browser clients booted as Foundry v12 or v13.
import { FoundryClient, FoundryServer, moduleManifest } from "./harness/foundry.mjs";

/** The module's id (its settings' and flags' namespace), from its manifest. */
export const ID = moduleManifest().id;

export const SERVER = process.env.TABLETOP_SERVER;
export const GM = "gmUser0000000001";
export const ASSISTANT = "gmUser0000000002";
export const ANN = "player0000000001";
export const BOB = "player0000000002";
export const VERSIONS = [12, 13];
const clients = [];

/** A world following `gameId` (world settings), its users, no client yet. */
export function world({ gameId, historyLimit, serverUrl = SERVER, assistantActive = false }) {
  const server = new FoundryServer([
    { id: GM, name: "Gamemaster", isGM: true, active: true },
    { id: ASSISTANT, name: "Assistant", isGM: true, active: assistantActive },
    { id: ANN, name: "Ann", isGM: false, active: true },
    { id: BOB, name: "Bob", isGM: false, active: true },
  ]);
  server.worldSettings.set(`${ID}.serverUrl`, serverUrl);
  server.worldSettings.set(`${ID}.gameId`, gameId);
  if (historyLimit !== undefined) server.worldSettings.set(`${ID}.historyLimit`, historyLimit);
  return server;
}

/** Boot a browser of `server` as `userId` on Foundry `version`, with its seat token. The
 * GM has picked "Private GM Roll" in the chat (core.rollMode), as a GM often does. */
export async function browser(server, { version, userId = GM, token, timeScale = 1, language = "en" }) {
  const clientSettings = { "core.rollMode": userId === GM ? "gmroll" : "publicroll" };
  if (token) clientSettings[`${ID}.seatToken`] = token;
  const client = new FoundryClient(server, { version, userId, clientSettings, timeScale, language });
  clients.push(client);
  return client.boot();
}

export function closeAll() { for (const client of clients.splice(0)) client.close(); }

/** Wait (bounded) until `condition()` holds; the caller's assertions then say what failed. */
export async function until(condition, seconds = 15) {
  for (let i = 0; i < seconds * 50 && !(await condition()); i += 1) {
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** The game's Foundry export as a seat reads it. */
export async function exported(gameId, token) {
  const response = await fetch(`${SERVER}/v1/games/${gameId}/export?format=foundry&view_as=observer`,
    { headers: { Authorization: `Bearer ${token}` } });
  if (!response.ok) throw new Error(`export answered ${response.status}`);
  return (await response.json()).messages;
}

/** Wait until the world holds every message of the export (or `count` of them). */
export async function synced(server, gameId, token, count = null) {
  let ids = [];
  await until(async () => {
    ids = (await exported(gameId, token)).map((m) => m._id);
    const wanted = count ?? ids.length;
    return ids.filter((id) => server.messages.has(id)).length >= wanted;
  });
  return ids;
}

export async function command(gameId, token, body) {
  const response = await fetch(`${SERVER}/v1/games/${gameId}/commands`, {
    method: "POST", body: JSON.stringify(body),
    headers: { Authorization: `Bearer ${token}`, "Content-Type": "application/json" },
  });
  if (response.status !== 200) throw new Error(`command answered ${response.status}: ${await response.text()}`);
  return response.json();
}

/** A message as plain data (the harness's documents are another realm's objects). */
export function plain(value) { return JSON.parse(JSON.stringify(value)); }

/** Text as a reader sees it (word joiners are invisible). */
export function visibleText(text) { return String(text).replace(/\u2060/g, ""); }
