// The seats this browser holds, kept in localStorage. A token reaches the browser only in
// an API answer or in a join link's fragment (#join/...), which browsers never send to a
// server; it leaves the browser only in the Authorization header of API requests.

/** @typedef {import("./types.js").SeatCard} SeatCard */

const KEY = "tabletop.seats.v1";

/** @returns {SeatCard[]} every seat held here */
export function allSeats() {
  try {
    const parsed = JSON.parse(localStorage.getItem(KEY) || "[]");
    return Array.isArray(parsed) ? parsed : [];
  } catch (_error) {
    return [];
  }
}

/** @param {SeatCard} seat keep (or refresh) a seat */
export function keepSeat(seat) {
  const others = allSeats().filter((s) => !(s.game_id === seat.game_id && s.seat_id === seat.seat_id));
  localStorage.setItem(KEY, JSON.stringify([...others, seat]));
}

/**
 * @param {string} gameId
 * @returns {SeatCard[]} the seats held for one game, the gm's first
 */
export function seatsOf(gameId) {
  const order = { gm: 0, player: 1, observer: 2 };
  return allSeats()
    .filter((s) => s.game_id === gameId)
    .sort((a, b) => (order[/** @type {keyof order} */ (a.role)] ?? 3) - (order[/** @type {keyof order} */ (b.role)] ?? 3));
}

/**
 * The link that hands a seat to someone: the token travels in the fragment only.
 * @param {SeatCard} seat
 * @returns {string}
 */
export function joinLink(seat) {
  const parts = [seat.game_id, seat.seat_id, seat.role, seat.name, seat.token].map(encodeURIComponent);
  return `${location.origin}/#join/${parts.join("/")}`;
}

/**
 * A seat read back from a join fragment ("#join/game/seat/role/name/token").
 * @param {string} hash
 * @returns {SeatCard | null}
 */
export function seatFromJoin(hash) {
  const parts = hash.replace(/^#join\//, "").split("/").map(decodeURIComponent);
  if (!hash.startsWith("#join/") || parts.length !== 5 || parts.some((p) => !p)) return null;
  const [game_id, seat_id, role, name, token] = parts;
  return { game_id, seat_id, role, name, token };
}
