// The browser table: routes on the URL fragment, so a seat's token in a join link
// (#join/...) never reaches a server. #/ is the lobby, #/game/<id> a table, #shared/<id>
// a share link's read-only replay.

import { byId, el } from "./dom.js";
import { chosenLanguage, currentLanguage, keepLanguage, t, useLanguage } from "./i18n.js";
import { keepSeat, seatFromJoin } from "./seats.js";
import { showLobby } from "./lobby.js";
import { showShared } from "./shared.js";
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
  const shared = /^#\/?shared\/([^/]+)/.exec(hash);
  try {
    if (shared) current = await showShared(main, decodeURIComponent(shared[1]));
    else current = game ? await showTable(main, decodeURIComponent(game[1])) : await showLobby(main);
  } catch (error) {
    main.textContent = `Could not show this page: ${error instanceof Error ? error.message : error}`;
  }
}

/** The header in the language on screen, with the language switch. */
function header() {
  byId("skip-link").textContent = t("Skip to the table");
  byId("nav-lobby").textContent = t("Lobby");
  byId("nav-docs").textContent = t("API docs");
  byId("main-nav").setAttribute("aria-label", t("main"));
  byId("connection").textContent = t("not connected");
  const label = byId("language-label");
  label.textContent = t("Language");
  const select = /** @type {HTMLSelectElement} */ (byId("language"));
  select.replaceChildren(el("option", { value: "en", lang: "en" }, "English"),
    el("option", { value: "fr", lang: "fr" }, "Français"));
  select.value = currentLanguage();
  select.addEventListener("change", () => {
    keepLanguage(select.value);
    location.reload(); // every string, form and picture again, in the new language
  });
}

window.addEventListener("hashchange", () => { void route(); });
void useLanguage(chosenLanguage()).then(() => {
  header();
  return route();
});
