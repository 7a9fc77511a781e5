// Foundry's objects, read when they are used, never kept from the moment this module
// loads: `game` is a placeholder until Foundry replaces it just before the `init` hook
// (v12 `client/head.js`: `globalThis.game = {}`; v13 `client/client.mjs`: `{view}`), and
// `ui.notifications` exists only from the `ready` hook on.

/** The current `game` (read at each call). */
export function currentGame() {
  return typeof game === "undefined" ? undefined : game;
}

/** The ChatMessage class Foundry uses: `CONFIG.ChatMessage.documentClass` (v12 and v13),
 * else `ChatMessage.implementation` (a global binding in v12, where `ChatMessage` is no
 * property of globalThis and `foundry.documents` only holds the Base* classes). */
export function messageClass() {
  const configured = typeof CONFIG === "undefined" ? undefined : CONFIG.ChatMessage?.documentClass;
  if (configured) return configured;
  // eslint-disable-next-line no-undef
  return typeof ChatMessage === "undefined" ? null : ChatMessage.implementation;
}

/** The language this Foundry client speaks (`game.i18n.lang`, a `Localization`'s target
 * language: "en" by default), sent to the server as `Accept-Language` so the log comes in
 * the table's language. */
export function language(game = currentGame()) {
  return game?.i18n?.lang || "en";
}

/** The module's text `TABLETOP.<key>` in the client's language (`lang/<lang>.json`, which
 * Foundry's `Localization` loads from the manifest's `languages`, English as fallback),
 * with `{name}` placeholders filled from `data`. */
export function t(key, data) {
  const i18n = currentGame()?.i18n;
  const full = `TABLETOP.${key}`;
  if (!i18n?.localize) return full;
  return data ? i18n.format(full, data) : i18n.localize(full);
}

/** Show a notification (`level`: info | warn | error), if Foundry's UI is up. */
export function notify(level, text) {
  if (typeof ui !== "undefined") ui.notifications?.[level]?.(t("Notify.Prefix", { text }));
}

/** The Foundry generation this client runs (12, 13), from `game.release`. */
export function generation(game = currentGame()) {
  return Number(game?.release?.generation ?? 12);
}

/** True in the browser of the active GM: the one GM client that posts. */
export function isActiveGM(game = currentGame()) {
  if (!game?.user?.isGM) return false;
  const active = game.users?.activeGM
    ?? [...(game.users ?? [])].filter((u) => u.isGM && u.active)
      .sort((a, b) => String(a.id).localeCompare(String(b.id)))[0];
  return active?.id === game.user.id;
}

/** The ids of the world's GM users (whom gm-only entries are whispered to). */
export function gmUserIds(game = currentGame()) {
  return [...(game?.users ?? [])].filter((u) => u.isGM).map((u) => u.id);
}
