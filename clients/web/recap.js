// The Recap panel (read only while it is open): how the game went, as the server draws it (recap.svg: timeline,
// outcomes, luck, each with its <title>/<desc> for screen readers) and what the luck
// figures mean (the recap's own explanation). For a seat (its token) or a share link.

import { request } from "./api.js";
import { el } from "./dom.js";
import { currentLanguage, t } from "./i18n.js";

const CHARTS = ["timeline", "outcomes", "luck"];

/**
 * @typedef {object} RecapSource
 * @property {string} base "/v1/games/<id>" or "/v1/shared/<share_id>"
 * @property {() => string | null} token the seat's token (null: a share link)
 */

/** The Recap panel: a tab per chart, the chart, and the luck section's explanation. */
export class RecapPanel {
  /** @param {RecapSource} source */
  constructor(source) {
    this.source = source;
    this.chart = "timeline";
    /** @type {number | null} */
    this.at = null;
    this.tabs = CHARTS.map((chart) => {
      const tab = el("button", {
        type: "button", role: "tab", id: `recap-tab-${chart}`, "aria-controls": "recap-chart",
        "aria-selected": chart === this.chart ? "true" : "false", tabindex: chart === this.chart ? "0" : "-1",
      }, { timeline: t("Timeline"), outcomes: t("Outcomes"), luck: t("Luck") }[chart] || chart);
      tab.addEventListener("click", () => { void this.show(chart); });
      tab.addEventListener("keydown", (event) => this.onKey(event, chart));
      return tab;
    });
    this.picture = el("div", { id: "recap-chart", role: "tabpanel", "aria-labelledby": `recap-tab-${this.chart}`, tabindex: "0" });
    this.explanation = el("p", { id: "recap-explanation", class: "recap-explanation" });
    this.details = /** @type {HTMLDetailsElement} */ (el("details", { class: "recap", id: "recap" },
      el("summary", {}, el("h2", { id: "recap-title" }, t("Recap"))),
      el("div", { role: "tablist", "aria-label": t("recap charts") }, ...this.tabs),
      this.picture, this.explanation));
    this.details.addEventListener("toggle", () => { if (this.details.open) void this.load(this.at); });
    this.element = this.details;
  }

  /** @param {number | null} at the version on screen (null: now); read only while open */
  async load(at) {
    this.at = at;
    if (!this.details.open) return;
    const recap = await request("GET", `${this.source.base}/recap?lang=${currentLanguage()}${this.query()}`, { token: this.source.token() });
    this.explanation.textContent = recap.body.luck.explanation;
    await this.show(this.chart);
  }

  /** @returns {string} "&at=<n>" when a past version is on screen */
  query() {
    return this.at === null ? "" : `&at=${this.at}`;
  }

  /** @param {string} chart one of CHARTS */
  async show(chart) {
    this.chart = chart;
    for (const tab of this.tabs) {
      const selected = tab.id === `recap-tab-${chart}`;
      tab.setAttribute("aria-selected", selected ? "true" : "false");
      tab.setAttribute("tabindex", selected ? "0" : "-1");
    }
    this.picture.setAttribute("aria-labelledby", `recap-tab-${chart}`);
    const answer = await request("GET", `${this.source.base}/recap.svg?chart=${chart}&lang=${currentLanguage()}${this.query()}`, { token: this.source.token(), as: "text" });
    const svg = new DOMParser().parseFromString(answer.body, "image/svg+xml").documentElement;
    svg.setAttribute("data-chart", chart);
    this.picture.replaceChildren(document.importNode(svg, true));
  }

  /** @param {KeyboardEvent} event @param {string} chart arrows move between the tabs */
  onKey(event, chart) {
    const step = { ArrowLeft: -1, ArrowRight: 1 }[event.key];
    if (!step) return;
    event.preventDefault();
    const next = CHARTS[(CHARTS.indexOf(chart) + step + CHARTS.length) % CHARTS.length];
    void this.show(next).then(() => document.getElementById(`recap-tab-${next}`)?.focus());
  }
}
