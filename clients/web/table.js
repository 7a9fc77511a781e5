// A table for one seat: the board picture, the state of any rule system, the narrated log,
// the commands, the replay and (for the gm) the invitations; all of it live over the feed.

import { ApiProblem, getGame, request } from "./api.js";
import { byId, el } from "./dom.js";
import { commandPanel } from "./commands.js";
import { Feed } from "./feed.js";
import { currentLanguage, t } from "./i18n.js";
import { namesOf, randomnessWord, roleWord } from "./labels.js";
import { showProblem } from "./lobby.js";
import { NowPanel } from "./now.js";
import { renderLog, renderState } from "./render.js";
import { RecapPanel } from "./recap.js";
import { Replay } from "./replay.js";
import { commandsFor, openapi } from "./schema.js";
import { joinLink, keepSeat, seatsOf } from "./seats.js";

/** @typedef {import("./types.js").SeatCard} SeatCard */

/**
 * Show the table of a game in `main`, as one of the seats this browser holds.
 * @param {HTMLElement} main
 * @param {string} gameId
 * @returns {Promise<{leave: () => void}>}
 */
export async function showTable(main, gameId) {
  const seats = seatsOf(gameId);
  if (!seats.length) {
    main.replaceChildren(el("h1", {}, t("No seat here")), el("p", {}, t("This browser holds no seat of this game: open the join link you were given.")));
    return { leave: () => {} };
  }
  const chosen = sessionStorage.getItem(`tabletop.seat.${gameId}`);
  const seat = seats.find((s) => s.seat_id === chosen) || seats[0];
  const view = new TableView(main, gameId, seat, seats);
  await view.start();
  return { leave: () => view.leave() };
}

class TableView {
  /**
   * @param {HTMLElement} main @param {string} gameId @param {SeatCard} seat @param {SeatCard[]} seats
   */
  constructor(main, gameId, seat, seats) {
    this.main = main;
    this.gameId = gameId;
    this.seat = seat;
    this.seats = seats;
    this.version = 0;
    /** @type {import("./types.js").GameSummaryOut} */
    this.summary = { game_id: gameId, title: seat.title || "", ruleset: seat.ruleset || "", version: 0, phase: null, randomness: "server", language: "en", closed: false, seed_commitment: "", seats: [] };
    /** @type {Record<string, unknown>} */
    this.state = {};
    this.hasBoard = true;
    /** @type {number | null} */
    this.at = null;
    this.busy = false;
    this.dirty = false;
    /** @type {Feed | null} */
    this.feed = null;
    /** @type {Replay | null} */
    this.replay = null;
    /** @type {import("./now.js").Affordance[]} */
    this.available = [];
    /** @type {Map<string, string>} seat and character names by id */
    this.names = new Map();
    /** @type {{element: HTMLElement, open: (type: string, offer: import("./now.js").Affordance | null) => void} | null} */
    this.commands = null;
    this.now = new NowPanel((offer) => this.commands?.open(offer.type, offer));
    this.recap = new RecapPanel({ base: `/v1/games/${encodeURIComponent(gameId)}`, token: () => this.seat.token });
  }

  async start() {
    const token = this.seat.token;
    const [doc, rulesets, summary] = await Promise.all([openapi(), request("GET", "/v1/rulesets"), getGame(this.gameId, "", token)]);
    this.summary = summary.body;
    keepSeat({ ...this.seat, title: this.summary.title, ruleset: this.summary.ruleset });
    /** @type {import("./types.js").RulesetOut[]} */
    const hosted = rulesets.body;
    const info = hosted.find((r) => r.name === this.summary.ruleset) || { commands: [] };
    this.replay = new Replay({
      gameId: this.gameId, token: () => this.seat.token, isGm: () => this.seat.role === "gm",
      game: this.summary, onMove: (at) => { this.at = at; void this.refresh(); },
    });
    this.layout(doc, commandsFor(doc, info.commands));
    document.title = `${this.summary.title} — Tabletop`;
    await Promise.all([this.refresh(), this.replay.load()]);
    this.feed = new Feed(this.gameId, token, this.version, (event) => this.onEvent(event), (status, detail) => this.onStatus(status, detail));
    void this.feed.run();
  }

  /** @param {any} doc @param {Array<{type: string, schema: any}>} commands */
  layout(doc, commands) {
    const s = this.summary;
    const seatChooser = /** @type {HTMLSelectElement} */ (el("select", { id: "seat-chooser", "aria-label": t("acting seat") }));
    for (const held of this.seats) seatChooser.append(el("option", { value: held.seat_id }, `${held.name} (${roleWord(held.role)})`));
    seatChooser.value = this.seat.seat_id;
    seatChooser.addEventListener("change", () => {
      sessionStorage.setItem(`tabletop.seat.${this.gameId}`, seatChooser.value);
      dispatchEvent(new HashChangeEvent("hashchange"));
    });
    const reconnect = el("button", { type: "button", id: "reconnect", title: t("drop the live connection and resume after the version on screen") }, t("Reconnect"));
    reconnect.addEventListener("click", () => this.feed?.drop());
    const head = el("section", { class: "head", "aria-labelledby": "game-title" },
      el("h1", { id: "game-title" }, s.title),
      el("p", { class: "seatbar" }, t("%(ruleset)s · randomness %(randomness)s · version", { ruleset: s.ruleset, randomness: randomnessWord(s.randomness) }), " ", el("strong", { id: "version", "data-testid": "version" }, String(s.version)),
        " · " + t("seat") + " ", seatChooser, " ", reconnect),
      el("p", { id: "replay-banner", class: "replay-banner", hidden: "" }));
    const left = el("div", { class: "column" },
      el("section", { class: "board", id: "board-section", "aria-labelledby": "board-title-h" }, el("h2", { id: "board-title-h" }, t("Board")), el("div", { id: "board" })),
      el("section", { "aria-labelledby": "state-title" }, el("h2", { id: "state-title" }, t("State")), el("div", { id: "state" })),
      this.recap.element);
    const right = el("div", { class: "column" }, this.now.element);
    if (this.seat.role !== "observer") {
      const hidden = s.randomness === "server" ? new Set(["gems", "dice"]) : new Set();
      this.commands = commandPanel({
        doc, commands, gameId: this.gameId, token: () => this.seat.token, version: () => this.version,
        hints: () => ({ seats: this.summary.seats, characters: Object.keys(this.state.characters || {}), hidden, names: this.names }),
        refresh: () => { void this.refresh(); },
        offerFor: (type) => (this.at === null ? this.available.find((a) => a.type === type) || null : null),
      });
      right.append(this.commands.element);
    }
    if (this.seat.role === "gm") right.append(this.invitePanel());
    right.append(el("section", { "aria-labelledby": "log-title" }, el("h2", { id: "log-title" }, t("Session log")), el("div", { id: "log" })));
    if (this.replay) right.append(this.replay.element);
    this.main.replaceChildren(head, el("div", { class: "table-grid" }, left, right));
  }

  /** @returns {HTMLElement} the gm's invitations: a join link per new seat */
  invitePanel() {
    const role = /** @type {HTMLSelectElement} */ (el("select", { id: "invite-role", name: "role" }, el("option", { value: "player" }, t("player")), el("option", { value: "observer" }, t("observer"))));
    const name = /** @type {HTMLInputElement} */ (el("input", { id: "invite-name", name: "name", type: "text", required: "" }));
    const links = el("ul", { class: "links", id: "invite-links" });
    const problem = el("div", { class: "problem", role: "alert" });
    const form = el("form", { id: "invite" },
      el("div", { class: "field" }, el("label", { for: "invite-role" }, t("Role")), role),
      el("div", { class: "field" }, el("label", { for: "invite-name" }, t("Name")), name),
      el("button", { type: "submit" }, t("Invite")), problem, links);
    form.addEventListener("submit", (event) => {
      event.preventDefault();
      void this.invite(role.value, name.value, links, problem).then(() => { name.value = ""; });
    });
    return el("section", { "aria-labelledby": "invite-title" }, el("h2", { id: "invite-title" }, t("Invite")), form);
  }

  /** @param {string} role @param {string} name @param {HTMLElement} links @param {HTMLElement} problem */
  async invite(role, name, links, problem) {
    problem.textContent = "";
    try {
      const answer = await request("POST", `/v1/games/${encodeURIComponent(this.gameId)}/seats`, { token: this.seat.token, body: { role, name } });
      /** @type {import("./types.js").CreatedSeatOut} */
      const created = answer.body;
      const seat = { game_id: this.gameId, seat_id: created.seat_id, role, name, token: created.token };
      links.append(el("li", { "data-seat": seat.seat_id }, `${name} (${roleWord(role)}): `,
        el("input", { type: "text", readonly: "", value: joinLink(seat), "aria-label": t("join link of %(name)s", { name }), "data-testid": "join-link" })));
    } catch (error) {
      showProblem(problem, error);
    }
  }

  /** Reload what is on screen (coalesced: one reload at a time, one more if asked meanwhile). */
  async refresh() {
    if (this.busy) { this.dirty = true; return; }
    this.busy = true;
    try {
      do {
        this.dirty = false;
        await this.load();
      } while (this.dirty);
    } finally {
      this.busy = false;
    }
  }

  async load() {
    const token = this.seat.token;
    const at = this.at;
    const [summary, state, log] = await Promise.all([
      getGame(this.gameId, "", token), getGame(this.gameId, "/state", token, at),
      request("GET", `/v1/games/${encodeURIComponent(this.gameId)}/export?format=markdown&lang=${currentLanguage()}`, { token, as: "text" }),
    ]);
    this.summary = summary.body;
    /** @type {import("./types.js").StateOut} */
    const read = state.body;
    this.state = /** @type {Record<string, unknown>} */ (read.state);
    this.available = /** @type {import("./now.js").Affordance[]} */ (read.available);
    this.names = namesOf(this.summary.seats, /** @type {Record<string, unknown>} */ (this.state.characters || {}));
    this.now.update(this.available, /** @type {import("./now.js").Waiting[]} */ (read.waiting_for), at !== null);
    this.version = this.summary.version; // the version on screen: commands send it as If-Match
    byId("version").textContent = String(this.summary.version);
    const banner = byId("replay-banner");
    banner.hidden = at === null;
    banner.textContent = at === null ? "" : t("Replaying version %(at)s of %(head)s: the board and the state as they were then.", { at, head: this.summary.version });
    byId("state").replaceChildren(renderState(this.state, this.names));
    byId("log").replaceChildren(renderLog(log.body));
    byId("character-ids").replaceChildren(...Object.keys(this.state.characters || {}).map((id) => el("option", { value: id })));
    await Promise.all([this.loadBoard(at), this.recap.load(at)]);
  }

  /** @param {number | null} at */
  async loadBoard(at) {
    if (!this.hasBoard) return;
    try {
      const picture = await request("GET", `/v1/games/${encodeURIComponent(this.gameId)}/board.svg?lang=${currentLanguage()}${at === null ? "" : `&at=${at}`}`, { token: this.seat.token, as: "text" });
      const svg = new DOMParser().parseFromString(picture.body, "image/svg+xml").documentElement;
      svg.setAttribute("data-version", String(at ?? this.summary.version));
      byId("board").replaceChildren(document.importNode(svg, true));
    } catch (error) {
      if (error instanceof ApiProblem && error.status === 404) {
        this.hasBoard = false;
        byId("board-section").hidden = true;
        return;
      }
      throw error;
    }
  }

  /** @param {import("./types.js").EventOut} event */
  onEvent(event) {
    this.onStatus("live", t("version %(version)s (%(type)s)", { version: event.version, type: event.type }));
    this.replay?.add(event);
    void this.refresh();
  }

  /** @param {string} status @param {string} detail */
  onStatus(status, detail) {
    const box = byId("connection");
    box.dataset.status = status;
    box.textContent = { live: t("● live"), connecting: t("… connecting"), offline: t("○ offline"), closed: t("not connected") }[status] + ` — ${detail}`;
  }

  leave() {
    this.feed?.stop();
    this.onStatus("closed", t("left the table"));
  }
}
