// A share link (#shared/<share_id>): the game as an observer reads it, with no seat and
// no token, live: the board, the state (names, never ids), the narrated log appended as
// the feed brings it, the replay over the log and the recap. Nothing here sends a command.

import { request } from "./api.js";
import { byId, el } from "./dom.js";
import { Feed } from "./feed.js";
import { currentLanguage, t } from "./i18n.js";
import { namesOf } from "./labels.js";
import { SessionLog } from "./log.js";
import { RecapPanel } from "./recap.js";
import { renderState } from "./render.js";
import { Replay } from "./replay.js";

/**
 * Show the shared game `shareId` in `main`.
 * @param {HTMLElement} main
 * @param {string} shareId
 * @returns {Promise<{leave: () => void}>}
 */
export async function showShared(main, shareId) {
  const base = `/v1/shared/${encodeURIComponent(shareId)}`;
  const first = await request("GET", `${base}/state`);
  const recap = new RecapPanel({ base, token: () => null });
  const log = new SessionLog(base, () => null);
  /** @type {number | null} */
  let shownAt = null;
  let boardDirty = true;
  /** @param {number | null} at */
  const load = async (at) => {
    const state = await request("GET", `${base}/state${at === null ? "" : `?at=${at}`}`, { conditional: at === null });
    byId("version").textContent = String(state.body.version);
    const characters = /** @type {Record<string, unknown>} */ (state.body.state.characters || {});
    byId("state").replaceChildren(renderState(state.body.state, namesOf([], characters)));
    if (boardDirty) {
      boardDirty = false;
      try {
        const picture = await request("GET", `${base}/board.svg?lang=${currentLanguage()}${at === null ? "" : `&at=${at}`}`, { as: "text", conditional: at === null });
        const svg = new DOMParser().parseFromString(picture.body, "image/svg+xml").documentElement;
        byId("board").replaceChildren(document.importNode(svg, true));
      } catch (_error) {
        byId("board-section").hidden = true; // a rule system without a board
      }
    }
    await recap.load(at);
  };
  const replay = new Replay({
    gameId: "", token: () => "", isGm: () => false, game: {},
    onMove: (at) => { shownAt = at; boardDirty = true; void load(at); },
  });
  main.replaceChildren(
    el("section", { class: "head", "aria-labelledby": "game-title" },
      el("h1", { id: "game-title" }, t("Shared game")),
      el("p", { class: "seatbar" }, t("%(ruleset)s · read-only link · version", { ruleset: first.body.ruleset }), " ", el("strong", { id: "version", "data-testid": "version" }, String(first.body.version)))),
    el("div", { class: "table-grid" },
      el("div", { class: "column" },
        el("section", { class: "board", id: "board-section", "aria-labelledby": "board-title-h" }, el("h2", { id: "board-title-h" }, t("Board")), el("div", { id: "board" })),
        el("section", { "aria-labelledby": "state-title" }, el("h2", { id: "state-title" }, t("State")), el("div", { id: "state" }))),
      el("div", { class: "column" }, log.element, replay.element, recap.element)));
  document.title = t("%(title)s — Tabletop", { title: t("Shared game") });
  await Promise.all([load(null), log.load()]);
  replay.setEntries(log.entries, first.body.version);
  const feed = new Feed(base, null, Math.max(first.body.version, log.head), (event) => {
    /** @type {{version: number, narration?: string[], board?: boolean}} */
    const said = event;
    const entry = { version: said.version, lines: said.narration || [] };
    if (said.narration) log.append(entry);
    else if (log.exported) void log.load();
    replay.add(entry);
    if (said.board !== false) boardDirty = true;
    if (shownAt === null) void load(null);
  }, (status) => { byId("connection").dataset.status = status; });
  void feed.run();
  return { leave: () => feed.stop() };
}
