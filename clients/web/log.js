// The session log as narrated lines: the history read once, in pages (GET …/log), then
// each live event's lines appended as the feed brings them; nothing is read again.

import { ApiProblem, request } from "./api.js";
import { el } from "./dom.js";
import { currentLanguage, t } from "./i18n.js";
import { renderLog } from "./render.js";

/** @typedef {{version: number, lines: string[], actor?: string | null}} LogEntry */

const PAGE = 200;
const MAX_PAGES = 500;

/** The log panel of a table or a shared page. */
export class SessionLog {
  /**
   * @param {string} base "/v1/games/<id>" or "/v1/shared/<id>"
   * @param {() => string | null} token
   */
  constructor(base, token) {
    this.base = base;
    this.token = token;
    /** @type {LogEntry[]} */
    this.entries = [];
    this.list = el("ol", { class: "log-lines" });
    this.box = el("div", { class: "log-text", tabindex: "0", role: "region", "aria-label": t("session log text") }, this.list);
    this.element = el("section", { id: "log-section", "aria-labelledby": "log-title" },
      el("h2", { id: "log-title" }, t("Session log")), el("div", { id: "log" }, this.box));
  }

  /** @returns {number} the newest version in the log */
  get head() {
    return this.entries.length ? this.entries[this.entries.length - 1].version : 0;
  }

  /** Read the whole history, page by page (the markdown export where /log is missing). */
  async load() {
    /** @type {LogEntry[]} */
    const entries = [];
    let after = 0;
    try {
      for (let page = 0; page < MAX_PAGES; page += 1) {
        const answer = await request("GET", `${this.base}/log?after=${after}&limit=${PAGE}&lang=${currentLanguage()}`, { token: this.token() });
        entries.push(...answer.body.entries);
        if (answer.body.next_after == null) break;
        after = answer.body.next_after;
      }
    } catch (error) {
      if (error instanceof ApiProblem && (error.status === 404 || error.status === 405)) return this.loadExport();
      throw error;
    }
    this.entries = [];
    this.list.replaceChildren();
    for (const entry of entries) this.append(entry);
  }

  /** The older servers' way: the whole markdown export, and the versions from the events. */
  async loadExport() {
    const log = await request("GET", `${this.base}/export?format=markdown&lang=${currentLanguage()}`, { token: this.token(), as: "text" });
    this.box.replaceChildren(...renderLog(log.body).childNodes);
    this.exported = true;
    /** @type {LogEntry[]} */
    const entries = [];
    let after = 0;
    for (let page = 0; page < MAX_PAGES; page += 1) {
      const answer = await request("GET", `${this.base}/events?after=${after}&limit=500`, { token: this.token() });
      entries.push(...answer.body.events.map((/** @type {{version: number}} */ e) => ({ version: e.version, lines: [] })));
      if (answer.body.next == null) break;
      after = answer.body.next;
    }
    this.entries = entries;
  }

  /** @param {LogEntry} entry one event's lines (a live one, or one of the history) */
  append(entry) {
    if (entry.version <= this.head) return;
    this.entries.push(entry);
    if (this.exported) return;
    if (!entry.lines.length) return;
    const item = el("li", { "data-version": String(entry.version) }, ...entry.lines.map((line) => el("span", { class: "line" }, line)));
    this.list.append(item);
    this.box.scrollTop = this.box.scrollHeight;
  }
}
