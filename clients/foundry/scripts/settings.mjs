// The module's settings. The server URL, the game id and the history length are world
// settings (every client reads them); the seat token is a client setting: world settings
// are sent to every connected client, so a token there would reach every player. What the
// world has posted of each game is a hidden world setting (`posted`), so a cleared or
// pruned chat never gets the log again.
export const MODULE_ID = "tabletop-server-log";
export const DEFAULT_HISTORY = 50;

const label = (key) => ({ name: `TABLETOP.Settings.${key}.Name`, hint: `TABLETOP.Settings.${key}.Hint` });

/** Register the settings (called from the `init` hook, on the `game` of that moment);
 * names and hints are keys of `lang/*.json`, which Foundry's settings form localizes. */
export function registerSettings(game) {
  const text = { config: true, type: String, default: "", requiresReload: true };
  game.settings.register(MODULE_ID, "serverUrl", { ...text, scope: "world", ...label("ServerUrl") });
  game.settings.register(MODULE_ID, "gameId", { ...text, scope: "world", ...label("GameId") });
  game.settings.register(MODULE_ID, "seatToken", { ...text, scope: "client", ...label("SeatToken") });
  game.settings.register(MODULE_ID, "historyLimit", {
    config: true, scope: "world", type: Number, default: DEFAULT_HISTORY,
    range: { min: 0, max: 500, step: 10 }, ...label("HistoryLimit"),
  });
  game.settings.register(MODULE_ID, "posted", { config: false, scope: "world", type: Object, default: {} });
  game.settings.register(MODULE_ID, "boardShare", { config: false, scope: "world", type: Object, default: {} });
}

/** The configuration as the settings hold it now. */
export function readConfig(game) {
  const get = (key) => game.settings.get(MODULE_ID, key) ?? "";
  const limit = Number(get("historyLimit"));
  return {
    serverUrl: String(get("serverUrl")).trim().replace(/\/+$/, ""),
    gameId: String(get("gameId")).trim(),
    token: String(get("seatToken")).trim(),
    historyLimit: Number.isFinite(limit) && limit >= 0 ? Math.floor(limit) : DEFAULT_HISTORY,
  };
}

/** The last version of `gameId` this world has posted, or null before its first sync. */
export function postedThrough(game, gameId) {
  const posted = game.settings.get(MODULE_ID, "posted") ?? {};
  return Number.isInteger(posted[gameId]) ? posted[gameId] : null;
}

/** Remember that this world has posted `gameId` up to `version` (the active GM only: a
 * world setting is the GM's to write). */
export async function rememberPosted(game, gameId, version) {
  const posted = game.settings.get(MODULE_ID, "posted") ?? {};
  if ((posted[gameId] ?? -1) >= version) return;
  await game.settings.set(MODULE_ID, "posted", { ...posted, [gameId]: version });
}

/** True when the module knows where to go and as whom. */
export function configured(config) {
  return Boolean(config.serverUrl && config.gameId && config.token);
}
