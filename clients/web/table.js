// A table for one seat: « Maintenant » and the command forms first, then the board picture,
// the state, the narrated log, the replay and (for the gm) invitations and share links.
// Each live event brings its narrated lines (appended to the log); the board is read again
// only when the event changed it, the state with If-None-Match, the recap only while open.

import { ApiProblem, getGame, request } from "./api.js";
import { byId, el } from "./dom.js";
import { commandPanel } from "./commands.js";
import { Feed } from "./feed.js";
import { currentLanguage, t, useSystem } from "./i18n.js";
import { namesOf, randomnessWord, seatWithRole } from "./labels.js";
import { SessionLog } from "./log.js";
import { NowPanel } from "./now.js";
import { renderState } from "./render.js";
import { RecapPanel } from "./recap.js";
import { Replay } from "./replay.js";
import { commandsOf } from "./schema.js";
import { invitePanel } from "./invite.js";
import { sharePanel } from "./shares.js";
import { keepSeat, seatsOf } from "./seats.js";
import { carriedState } from "./merge_patch.js";

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
  const page = new GamePage(main, gameId, seat, seats);
  await page.start();
  return { leave: () => page.leave() };
}

/** The page of one game as one seat plays it: the panels this file opens with, kept live. */
class GamePage {
  /**
   * @param {HTMLElement} main @param {string} gameId @param {SeatCard} seat @param {SeatCard[]} seats
   */
  constructor(main, gameId, seat, seats) {
    this.main = main;
    this.gameId = gameId;
    this.seat = seat;
    this.seats = seats;
    this.base = `/v1/games/${encodeURIComponent(gameId)}`;
    /** @type {import("./types.js").GameSummaryOut} */
    this.summary = { game_id: gameId, title: seat.title || "", ruleset: seat.ruleset || "", version: 0, phase: null, randomness: "server", language: "en", closed: false, seed_commitment: "", seats: [] };
    /** @type {Record<string, unknown>} */
    this.state = {};
    /** @type {{version: number, body: import("./types.js").StateOut} | null} the state as the live feed keeps it */
    this.live = null;
    this.hasBoard = true;
    /** @type {number | null} */
    this.at = null;
    this.busy = false;
    this.dirty = false;
    this.boardDirty = true;
    this.summaryDirty = false;
    this.version = 0;
    /** the newest version one of this page's commands reached (its answer can come before the feed's message) */
    this.answered = 0;
    this.rulesetName = "";
    this.moveFocus = false;
    /** @type {Set<string>} the rule system's own event types (others are the platform's) */
    this.ruleEvents = new Set();
    /** @type {Feed | null} */
    this.feed = null;
    /** @type {Replay | null} */
    this.replay = null;
    /** @type {import("./now.js").Affordance[]} */
    this.available = [];
    /** @type {Map<string, string>} seat and character names by id */
    this.names = new Map();
    /** @type {Map<string, string>} values as the offers label them, kept as play goes on */
    this.words = new Map();
    /** @type {import("./commands.js").CommandPanel | null} */
    this.commands = null;
    this.now = new NowPanel((offer) => this.commands?.open(offer.type, offer));
    this.recap = new RecapPanel({ base: this.base, token: () => this.seat.token });
    this.log = new SessionLog(this.base, () => this.seat.token);
  }

  async start() {
    const token = this.seat.token;
    const [rulesets, summary] = await Promise.all([request("GET", "/v1/rulesets"), getGame(this.gameId, "", token)]);
    this.summary = summary.body;
    keepSeat({ ...this.seat, title: this.summary.title, ruleset: this.summary.ruleset });
    /** @type {import("./types.js").RulesetOut[]} */
    const hosted = rulesets.body;
    const info = hosted.find((r) => r.name === this.summary.ruleset) || { commands: [], events: [] };
    this.ruleEvents = new Set(info.events);
    this.rulesetName = "title" in info ? info.title : this.summary.ruleset;
    this.replay = new Replay({
      gameId: this.gameId, token: () => this.seat.token, isGm: () => this.seat.role === "gm",
      game: this.summary, onMove: (at) => { this.at = at; this.boardDirty = true; void this.refresh(); },
    });
    useSystem(this.summary.ruleset);
    const { doc, commands } = await commandsOf(this.summary.ruleset, info.commands);
    this.layout(doc, commands);
    this.title();
    this.summaryDirty = false;
    await Promise.all([this.refresh(), this.log.load()]);
    this.replay.setEntries(this.log.entries, this.summary.version);
    this.feed = new Feed(this.base, token, this.summary.version, (event) => this.onEvent(event), (status, detail) => this.onStatus(status, detail));
    void this.feed.run();
  }

  /** @param {any} doc @param {Array<{type: string, schema: any}>} commands */
  layout(doc, commands) {
    const s = this.summary;
    const seatChooser = /** @type {HTMLSelectElement} */ (el("select", { id: "seat-chooser", "aria-label": t("acting seat") }));
    for (const held of this.seats) seatChooser.append(el("option", { value: held.seat_id }, seatWithRole(this.seatName(held), held.role)));
    seatChooser.value = this.seat.seat_id;
    seatChooser.addEventListener("change", () => {
      sessionStorage.setItem(`tabletop.seat.${this.gameId}`, seatChooser.value);
      dispatchEvent(new HashChangeEvent("hashchange"));
    });
    const reconnect = el("button", { type: "button", id: "reconnect", title: t("drop the live connection and resume after the version on screen") }, t("Reconnect"));
    reconnect.addEventListener("click", () => this.feed?.drop());
    const head = el("section", { class: "head", "aria-labelledby": "game-title" },
      el("h1", { id: "game-title" }, s.title),
      el("p", { class: "seatbar" }, t("%(ruleset)s · randomness %(randomness)s · version", { ruleset: this.rulesetTitle(), randomness: randomnessWord(s.randomness) }), " ", el("strong", { id: "version", "data-testid": "version" }, String(s.version)),
        " · " + t("seat") + " ", seatChooser, " ", reconnect),
      el("p", { id: "replay-banner", class: "replay-banner", hidden: "" }));
    const play = el("div", { class: "column play" }, this.now.element);
    if (this.seat.role !== "observer") {
      const hidden = s.randomness === "server" ? new Set(["gems", "dice"]) : new Set();
      this.commands = commandPanel({
        doc, commands, gameId: this.gameId, token: () => this.seat.token, replaying: () => this.at !== null,
        hints: () => ({ seats: this.summary.seats, characters: Object.keys(this.state.characters || {}), hidden, names: this.names }),
        done: (version) => { this.moveFocus = true; this.answered = Math.max(this.answered, version); void this.refresh(); },
        offerFor: (type) => (this.at === null ? this.available.find((a) => a.type === type) || null : null),
      });
      play.append(this.commands.element);
    }
    const state = el("details", { class: "state-panel", id: "state-panel" },
      el("summary", {}, el("h2", { id: "state-title" }, t("State"))), el("div", { id: "state" }));
    if (matchMedia("(min-width: 821px)").matches) state.setAttribute("open", "");
    const table = el("div", { class: "column world" },
      el("section", { class: "board", id: "board-section", "aria-labelledby": "board-title-h" }, el("h2", { id: "board-title-h" }, t("Board")), el("div", { id: "board" })),
      state, this.log.element, this.replay ? this.replay.element : null, this.recap.element);
    if (this.seat.role === "gm") {
      const invite = invitePanel(this.gameId, () => this.seat.token);
      const shares = sharePanel(this.gameId, () => this.seat.token);
      table.append(invite, shares.element);
      void shares.load();
    }
    this.main.replaceChildren(head, el("div", { class: "table-grid" }, play, table));
  }

  /** @returns {string} the rule system's title ("ESPRI", "Voyages & Aventures") */
  rulesetTitle() {
    return this.rulesetName;
  }

  /** @param {{seat_id: string, name: string, role: string}} seat @returns {string} its name (the gm's default one in words) */
  seatName(seat) {
    return seat.role === "gm" && seat.name === "gm" ? t("gm") : seat.name;
  }

  /** The page title: whose turn it is, at a glance (also in the tab bar). */
  title() {
    const mine = this.at === null && this.available.some((a) => a.awaited);
    const title = this.summary.title;
    document.title = mine ? t("★ Your turn — %(title)s", { title }) : t("%(title)s — Tabletop", { title });
  }

  /** Reload what is on screen (coalesced: one reload at a time, one more if asked meanwhile). */
  async refresh() {
    if (this.busy) { this.dirty = true; return; }
    this.busy = true;
    try {
      await Promise.resolve(); // a chunk's other messages first: its newest carries the state
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
    // the feed's copy only when it is as new as the feed and as this page's own last command:
    // a copy older than the command just answered would offer that command again
    const newest = Math.max(this.feed?.last ?? 0, this.answered);
    const live = at === null && this.live && this.live.version === this.feed?.last && this.live.version >= newest ? this.live : null;
    const [summary, state] = await Promise.all([
      this.summaryDirty ? getGame(this.gameId, "", token) : Promise.resolve({ body: this.summary }),
      live ? Promise.resolve(live) : request("GET", `${this.base}/state${at === null ? "" : `?at=${at}`}`, { token, conditional: at === null, minVersion: at === null ? newest : null })]);
    // a read only seeds the feed's copy: one the feed keeps is the base its next patch names
    if (at === null && !this.live) this.live = { version: state.body.version, body: state.body };
    this.summaryDirty = false;
    this.summary = { ...summary.body, version: Math.max(summary.body.version, this.feed?.last ?? 0) };
    /** @type {import("./types.js").StateOut} */
    const read = state.body;
    this.state = /** @type {Record<string, unknown>} */ (read.state);
    this.available = /** @type {import("./now.js").Affordance[]} */ (read.available);
    this.names = namesOf(this.summary.seats.map((seat) => ({ ...seat, name: this.seatName(seat) })), /** @type {Record<string, unknown>} */ (this.state.characters || {}));
    const people = new Map(this.names);
    for (const offer of this.available) { // the rulebook's words for values ("winter": « Hiver »)
      for (const choices of Object.values(offer.choices)) {
        for (const c of choices) if (typeof c.value === "string" && !this.names.has(c.value)) this.words.set(c.value, c.label);
      }
    }
    for (const [value, label] of this.words) if (!this.names.has(value)) this.names.set(value, label);
    this.now.update(this.available, /** @type {import("./now.js").Waiting[]} */ (read.waiting_for).map((w) => ({ ...w, seat_name: w.seat_name === "gm" ? t("gm") : w.seat_name })), at !== null);
    this.version = read.version;
    byId("version").textContent = String(at ?? read.version);
    const banner = byId("replay-banner");
    banner.hidden = at === null;
    banner.textContent = at === null ? "" : t("Replaying version %(at)s of %(head)s: the board and the state as they were then.", { at, head: this.summary.version });
    byId("state").replaceChildren(renderState(this.state, this.names, people));
    if (this.commands) this.commands.element.hidden = at !== null;
    this.title();
    this.openAwaited();
    const board = this.boardDirty ? this.loadBoard(at) : Promise.resolve();
    if (!this.boardDirty) document.querySelector("#board svg")?.setAttribute("data-version", String(at ?? this.version));
    this.boardDirty = false;
    await Promise.all([board, this.recap.load(at)]);
  }

  /** The awaited command's form opens prefilled when no other form is open; after a
   * command, the focus moves on to what comes next. */
  openAwaited() {
    if (!this.commands || this.at !== null) return;
    const awaited = this.available.find((a) => a.awaited);
    const opened = this.commands.opened();
    const stale = opened !== null && !this.available.some((a) => a.type === opened);
    if (stale) this.commands.close();
    if (awaited && (opened === null || stale)) this.commands.open(awaited.type, awaited);
    if (!this.moveFocus) return;
    this.moveFocus = false;
    const next = document.querySelector("#command-slot form select, #command-slot form input, #offers button.primary") || byId("now-title");
    if (next instanceof HTMLElement) {
      if (next.id === "now-title") next.setAttribute("tabindex", "-1");
      next.focus({ preventScroll: true });
      byId("now").scrollIntoView({ block: "nearest" });
    }
  }

  /** @param {number | null} at */
  async loadBoard(at) {
    if (!this.hasBoard) return;
    try {
      const picture = await request("GET", `${this.base}/board.svg?lang=${currentLanguage()}${at === null ? "" : `&at=${at}`}`, { token: this.seat.token, as: "text", conditional: at === null, minVersion: at === null ? this.feed?.last : null });
      const svg = new DOMParser().parseFromString(picture.body, "image/svg+xml").documentElement;
      svg.setAttribute("data-version", String(at ?? this.version));
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

  /** @param {import("./types.js").EventOut & {narration?: string[], board?: boolean, state?: import("./merge_patch.js").StatePatch | null}} event */
  onEvent(event) {
    this.onStatus("live", t("version %(version)s", { version: event.version }));
    const entry = { version: event.version, lines: event.narration || [] };
    if (event.narration) this.log.append(entry);
    else if (this.log.exported) void this.log.load();
    this.replay?.add(entry);
    if (event.board !== false) this.boardDirty = true;
    if (!this.ruleEvents.has(event.type)) this.summaryDirty = true; // a seat, the title, the end
    if (event.state) this.live = carriedState(this.live, event.state); // no read of `state`
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
