// The browser table: routes on the URL fragment, so a seat's token in a join link
// (#join/...) never reaches a server. #/ is the lobby, #/game/<id> a table.

import { byId } from "./dom.js";
import { keepSeat, seatFromJoin } from "./seats.js";
import { showLobby } from "./lobby.js";
import { showTable } from "./table.js";

/** @type {{leave: () => void} | null} */
let current = null;

/** Show the page the fragment names. */
async function route() {
  current?.leave();
  current = null;
  const hash = location.hash || "#/";
  const seat = seatFromJoin(hash);
  if (seat) {
    keepSeat(seat);
    history.replaceState(null, "", `#/game/${encodeURIComponent(seat.game_id)}`);
    return route();
  }
  const main = byId("app");
  const game = /^#\/game\/([^/]+)/.exec(hash);
  try {
    current = game ? await showTable(main, decodeURIComponent(game[1])) : await showLobby(main);
  } catch (error) {
    main.textContent = `Could not show this page: ${error instanceof Error ? error.message : error}`;
  }
}

window.addEventListener("hashchange", () => { void route(); });
void route();
