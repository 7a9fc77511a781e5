// The module's settings. The server URL, the game id and the history length are world
// settings (every client reads them); the seat token is a client setting: world settings
// are sent to every connected client, so a token there would reach every player.
export const MODULE_ID = "tabletop";
export const DEFAULT_HISTORY = 50;

/** Register the settings (called from the `init` hook, on the `game` of that moment). */
export function registerSettings(game) {
  const text = { config: true, type: String, default: "", requiresReload: true };
  game.settings.register(MODULE_ID, "serverUrl", {
    ...text, scope: "world", name: "Server URL", hint: "The game server, e.g. https://table.example",
  });
  game.settings.register(MODULE_ID, "gameId", {
    ...text, scope: "world", name: "Game id", hint: "The id of the game this world follows.",
  });
  game.settings.register(MODULE_ID, "seatToken", {
    ...text, scope: "client", name: "Seat token",
    hint: "The bearer token of your seat (kept in this browser only). The GM's browser needs the gm token.",
  });
  game.settings.register(MODULE_ID, "historyLimit", {
    config: true, scope: "world", type: Number, default: DEFAULT_HISTORY,
    range: { min: 0, max: 500, step: 10 }, name: "History on first sync",
    hint: "How many of the game's past entries a world gets the first time it follows it (the older ones are summed up in one line).",
  });
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

/** True when the module knows where to go and as whom. */
export function configured(config) {
  return Boolean(config.serverUrl && config.gameId && config.token);
}
