// What an Owlbear Rodeo room keeps of the game it follows, and what it must never keep.
// The room's metadata is shared with everyone in the room (OBR.room.setMetadata), so it
// holds the game's id and language only; each player's seat token stays in that player's
// browser (the web table's seat store, localStorage), as on the web table.

/** The room metadata key of this extension (Owlbear asks for a reverse-domain-like key). */
export const LINK_KEY = "tabletop-server/link";

/**
 * @typedef {{gameId: string, lang: string}} RoomLink
 */

/**
 * The game a room follows, from its metadata; null when the room follows none.
 * @param {Record<string, unknown>} metadata
 * @returns {RoomLink | null}
 */
export function readLink(metadata) {
  const raw = /** @type {any} */ (metadata?.[LINK_KEY]);
  if (!raw || typeof raw.gameId !== "string" || !raw.gameId) return null;
  return { gameId: raw.gameId, lang: typeof raw.lang === "string" ? raw.lang : "en" };
}

/**
 * The metadata update that links a room to a game: its id and language, nothing else.
 * @param {string} gameId
 * @param {string} lang
 * @returns {Record<string, RoomLink>}
 */
export function linkUpdate(gameId, lang) {
  return { [LINK_KEY]: { gameId, lang } };
}

/**
 * The join fragment of a link the web table gave ("https://…/#join/…" or "#join/…").
 * @param {string} text
 * @returns {string}
 */
export function joinFragment(text) {
  const trimmed = String(text).trim();
  const at = trimmed.indexOf("#join/");
  return at < 0 ? "" : trimmed.slice(at);
}
