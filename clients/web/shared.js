// A share link (#shared/<share_id>): the game as an observer reads it, with no seat and
// no token: the replay over its log, the board and state at the version chosen, the
// session log and the recap beside them. Nothing here can send a command.

import { request } from "./api.js";
import { byId, el } from "./dom.js";
import { currentLanguage, t } from "./i18n.js";
import { RecapPanel } from "./recap.js";
import { renderLog, renderState } from "./render.js";
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
  /** @param {number | null} at */
  const load = async (at) => {
    const state = await request("GET", `${base}/state${at === null ? "" : `?at=${at}`}`);
    byId("version").textContent = String(state.body.version);
    byId("state").replaceChildren(renderState(state.body.state, new Map()));
    const log = await request("GET", `${base}/export?format=markdown`, { as: "text" });
    byId("log").replaceChildren(renderLog(log.body));
    try {
      const picture = await request("GET", `${base}/board.svg?lang=${currentLanguage()}${at === null ? "" : `&at=${at}`}`, { as: "text" });
      const svg = new DOMParser().parseFromString(picture.body, "image/svg+xml").documentElement;
      byId("board").replaceChildren(document.importNode(svg, true));
    } catch (_error) {
      byId("board-section").hidden = true; // a rule system without a board
    }
    await recap.load(at);
  };
  const replay = new Replay({
    gameId: "", base, token: () => "", isGm: () => false, game: {},
    onMove: (at) => { void load(at); },
  });
  main.replaceChildren(
    el("section", { class: "head", "aria-labelledby": "game-title" },
      el("h1", { id: "game-title" }, t("Shared game")),
      el("p", { class: "seatbar" }, t("%(ruleset)s · read-only link · version", { ruleset: first.body.ruleset }), " ", el("strong", { id: "version", "data-testid": "version" }, String(first.body.version)))),
    el("div", { class: "table-grid" },
      el("div", { class: "column" },
        el("section", { class: "board", id: "board-section", "aria-labelledby": "board-title-h" }, el("h2", { id: "board-title-h" }, t("Board")), el("div", { id: "board" })),
        recap.element,
        el("section", { "aria-labelledby": "state-title" }, el("h2", { id: "state-title" }, t("State")), el("div", { id: "state" }))),
      el("div", { class: "column" },
        el("section", { "aria-labelledby": "log-title" }, el("h2", { id: "log-title" }, t("Session log")), el("div", { id: "log" })),
        replay.element)));
  document.title = `${t("Shared game")} — Tabletop`;
  await Promise.all([load(null), replay.load()]);
  return { leave: () => {} };
}
