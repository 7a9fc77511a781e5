// Read models shown as they come from the API: any rule system's state (phase, sheets,
// the open call, action or conflict, tokens, stress...) as nested definition lists, so a
// new field of a rule system shows up without a change here.

import { el } from "./dom.js";

/** @param {string} key @returns {string} "open_call" -> "open call" */
export function words(key) {
  return key.replace(/_/g, " ");
}

/**
 * A value as HTML: scalars as text, lists and objects as nested lists.
 * @param {unknown} value
 * @param {number} [depth]
 * @returns {HTMLElement}
 */
export function renderValue(value, depth = 0) {
  if (value === null || value === undefined) return el("span", { class: "none" }, "—");
  if (Array.isArray(value)) {
    if (value.length === 0) return el("span", { class: "none" }, "none");
    if (value.every((v) => v === null || typeof v !== "object")) {
      return el("span", { class: "scalars" }, value.map((v) => (v === null ? "·" : String(v))).join(", "));
    }
    return el("ol", { class: "value-list" }, ...value.map((v) => el("li", {}, renderValue(v, depth + 1))));
  }
  if (typeof value === "object") {
    const entries = Object.entries(/** @type {Record<string, unknown>} */ (value));
    if (entries.length === 0) return el("span", { class: "none" }, "none");
    const list = el("dl", { class: `value-map depth-${Math.min(depth, 3)}` });
    for (const [key, item] of entries) list.append(el("dt", {}, words(key)), el("dd", {}, renderValue(item, depth + 1)));
    return list;
  }
  return el("span", { class: `scalar ${typeof value}` }, String(value));
}

/**
 * The state of any rule system: phase first, each character sheet as a card, then the
 * rest of the read model (the board is drawn as a picture elsewhere).
 * @param {Record<string, unknown>} state
 * @returns {HTMLElement}
 */
export function renderState(state) {
  const box = el("div", { class: "state" });
  box.append(el("p", { class: "phase" }, "Phase: ", el("strong", { "data-testid": "phase" }, String(state.phase ?? "—"))));
  const characters = /** @type {Record<string, unknown>} */ (state.characters || {});
  const sheets = el("div", { class: "sheets" });
  for (const [id, sheet] of Object.entries(characters)) {
    const name = sheet && typeof sheet === "object" && "name" in sheet ? String(/** @type {any} */ (sheet).name) : id;
    sheets.append(el("article", { class: "sheet", "data-character": id, "aria-label": `sheet of ${name}` },
      el("h4", {}, `${name} `, el("small", {}, `(${id})`)), renderValue(sheet, 1)));
  }
  box.append(el("h3", {}, "Characters"), Object.keys(characters).length ? sheets : el("p", { class: "none" }, "No character yet."));
  const rest = Object.fromEntries(Object.entries(state).filter(([k]) => !["phase", "characters", "board"].includes(k)));
  box.append(el("h3", {}, "Table"), renderValue(rest));
  return box;
}

/**
 * The narrated session log (the markdown export): headings and one item per line.
 * @param {string} markdown
 * @returns {HTMLElement}
 */
export function renderLog(markdown) {
  const box = el("div", { class: "log-text" });
  /** @type {HTMLElement | null} */
  let list = null;
  for (const raw of markdown.split("\n")) {
    const line = raw.trim();
    if (!line) continue;
    const heading = /^(#+)\s+(.*)$/.exec(line);
    if (heading) {
      const level = Math.min(6, heading[1].length + 3);
      box.append(el(`h${level}`, {}, plain(heading[2])));
      list = null;
      continue;
    }
    if (!list) {
      list = el("ul", {});
      box.append(list);
    }
    list.append(el("li", {}, plain(line.replace(/^[-*]\s+/, ""))));
  }
  return box;
}

/** @param {string} text markdown inline text @returns {string} without emphasis marks */
function plain(text) {
  return text.replace(/\*\*(.+?)\*\*/g, "$1").replace(/(^|\s)_(.+?)_(?=\s|$)/g, "$1$2")
    .replace(/`([^`]*)`/g, "$1").replace(/\\([\\`*_[\]<>#|])/g, "$1");
}

/**
 * A command's events, one line each.
 * @param {Array<{version: number, type: string, data: Record<string, unknown>}>} events
 * @returns {HTMLElement}
 */
export function renderEvents(events) {
  return el("ol", { class: "events" }, ...events.map((e) =>
    el("li", { "data-type": e.type }, el("strong", {}, `v${e.version} ${e.type}`), " ", el("code", {}, JSON.stringify(e.data)))));
}
