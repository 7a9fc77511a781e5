// Replay: the narrated log as a timeline and a slider over every version, both showing the
// same version. Moving them (the arrow keys work on the slider and on the timeline) shows
// the board and the state as they were (?at=); nothing can be sent meanwhile. "Fork from
// here" starts a new game from that version (gm only).

import { request } from "./api.js";
import { el } from "./dom.js";
import { t } from "./i18n.js";
import { roleWord } from "./labels.js";
import { showProblem } from "./lobby.js";
import { joinLink, keepSeat } from "./seats.js";


/**
 * @typedef {object} ReplayOptions
 * @property {string} gameId
 * @property {() => string} token
 * @property {() => boolean} isGm
 * @property {{title?: string, ruleset?: string}} game
 * @property {(at: number | null) => void} onMove null: back to live
 */

/** The replay panel of one table. */
export class Replay {
  /** @param {ReplayOptions} options */
  constructor(options) {
    this.options = options;
    /** @type {import("./log.js").LogEntry[]} */
    this.entries = [];
    this.known = 1;
    /** @type {number | null} */
    this.at = null;
    this.slider = /** @type {HTMLInputElement} */ (el("input", {
      type: "range", id: "replay-slider", min: "1", max: "1", value: "1", step: "1", "aria-label": t("version to show"),
    }));
    this.label = el("output", { for: "replay-slider", id: "replay-label", "aria-live": "polite" }, "live");
    this.timeline = el("ol", { class: "timeline", "aria-label": t("timeline of the log") });
    this.forkBox = el("div", { class: "fork-result", "data-testid": "fork-result" });
    this.problem = el("div", { class: "problem", role: "alert" });
    this.slider.addEventListener("input", () => this.move(Number(this.slider.value)));
    this.timeline.addEventListener("keydown", (event) => this.onKey(event));
    const live = el("button", { type: "button", id: "replay-live" }, t("Back to live"));
    live.addEventListener("click", () => this.move(null));
    const fork = el("button", { type: "button", id: "fork-here" }, t("Fork from here"));
    fork.addEventListener("click", () => { void this.fork(); });
    this.element = el("section", { class: "replay", "aria-labelledby": "replay-title" },
      el("h2", { id: "replay-title" }, t("Replay")), el("div", { class: "field" }, this.slider),
      el("p", {}, t("Showing:") + " ", this.label, " ", live, " ", options.isGm() ? fork : null), this.problem, this.forkBox, this.timeline);
  }

  /** @returns {number} the newest version known */
  get head() {
    return Math.max(this.known, this.entries.length ? this.entries[this.entries.length - 1].version : 1);
  }

  /**
   * The log's entries (their narrated lines) and the newest version.
   * @param {import("./log.js").LogEntry[]} entries @param {number} head
   */
  setEntries(entries, head) {
    this.entries = [...entries];
    this.known = head;
    this.draw();
  }

  /** @param {import("./log.js").LogEntry} entry a live event's entry (appended to the timeline) */
  add(entry) {
    if (entry.version <= this.head && this.entries.length) return;
    this.entries.push(entry);
    this.known = entry.version;
    this.draw();
  }

  /** Redraw the slider's range and the timeline: both show the same version. */
  draw() {
    const shown = this.at ?? this.head;
    this.slider.max = String(this.head);
    this.slider.value = String(shown);
    this.label.textContent = this.at === null ? t("live (version %(head)s)", { head: this.head }) : t("version %(at)s of %(head)s", { at: this.at, head: this.head });
    // an event with no narrated line has nothing to read: the slider still reaches it, and
    // the timeline marks the last line told before it. Where no entry has lines (a shared
    // link reads the log as the markdown export, shown above), the versions are the steps.
    const told = this.entries.some((e) => e.lines.length) ? this.entries.filter((e) => e.lines.length) : this.entries;
    const current = this.current(told, shown);
    this.timeline.replaceChildren(...told.map((e) => {
      const said = e.lines.length ? `${e.version} · ${e.lines.join(" ")}` : String(e.version);
      const button = el("button", { type: "button", "data-version": String(e.version) }, said);
      button.addEventListener("click", () => this.move(e.version));
      return el("li", current === e.version ? { "aria-current": "step" } : {}, button);
    }));
  }

  /**
   * @param {import("./log.js").LogEntry[]} told the entries with lines
   * @param {number} shown the version shown
   * @returns {number | undefined} the version of the last told entry at or before it
   */
  current(told, shown) {
    return told.filter((e) => e.version <= shown).at(-1)?.version;
  }

  /** @param {number | null} at a version, or null for live */
  move(at) {
    this.at = at === null || at >= this.head ? null : Math.max(1, at);
    this.draw();
    this.options.onMove(this.at);
  }

  /** @param {KeyboardEvent} event arrows on the timeline step through versions */
  onKey(event) {
    const step = { ArrowUp: -1, ArrowLeft: -1, ArrowDown: 1, ArrowRight: 1 }[event.key];
    if (!step) return;
    event.preventDefault();
    this.move((this.at ?? this.head) + step);
    /** @type {HTMLElement | null} */ (this.timeline.querySelector('[aria-current="step"] button'))?.focus();
  }

  /** POST /fork at the version shown; keep the new gm seat; list the new join links. */
  async fork() {
    this.problem.textContent = "";
    const at = this.at ?? this.head;
    try {
      const answer = await request("POST", `/v1/games/${encodeURIComponent(this.options.gameId)}/fork`, { token: this.options.token(), body: { at } });
      /** @type {import("./types.js").ForkedGame} */
      const forked = answer.body;
      const title = t("%(title)s (fork at %(at)s)", { title: this.options.game.title || t("game"), at });
      /** @type {import("./types.js").SeatCard[]} */
      const seats = forked.seats.map((s) => ({ game_id: forked.game_id, seat_id: s.seat_id, role: s.role, name: s.name, token: s.token, title, ruleset: this.options.game.ruleset }));
      for (const seat of seats.filter((s) => s.role === "gm")) keepSeat(seat);
      this.forkBox.replaceChildren(el("p", {}, t("Forked at version %(at)s:", { at }) + " ", el("a", { href: `#/game/${encodeURIComponent(forked.game_id)}`, id: "open-fork" }, t("open the fork"))),
        el("ul", { class: "links" }, ...seats.filter((s) => s.role !== "gm").map((s) => el("li", {}, `${s.name} (${roleWord(s.role)}): `, el("input", { type: "text", readonly: "", value: joinLink(s), "aria-label": t("join link of %(name)s in the fork", { name: s.name }) })))));
    } catch (error) {
      showProblem(this.problem, error);
    }
  }
}
