// Read models shown as they come from the API: any rule system's state (phase, sheets,
// the open call, action or conflict, tokens, stress...) as nested definition lists, so a
// new field of a rule system shows up without a change here.

import { el } from "./dom.js";
import { currentLanguage, labelled, t } from "./i18n.js";
import { fieldLabel } from "./labels.js";

const IDENTIFIER = /^[a-z][a-z0-9]*(_[a-z0-9]+)*$|^[a-z]+-\d+|^seat_/;

/**
 * Whether a word can be shown in the language on screen: in English everything; in another
 * language not an identifier the catalogs do not translate ("in_scene", "roll-5").
 * @param {string} text @param {string} said how it reads after the names and catalogs
 * @returns {boolean}
 */
function readable(text, said) {
  return currentLanguage() === "en" || said.toLowerCase() !== text.replace(/_/g, " ").toLowerCase() || !IDENTIFIER.test(text);
}

/** @param {string} key @returns {string} how a key reads ("" when it cannot be said) */
function keyWord(key) {
  const said = fieldLabel(key);
  const english = key.replace(/_ids?$/, "").replace(/_/g, " ").trim();
  const known = labelled("fields", english.charAt(0).toUpperCase() + english.slice(1));
  if (currentLanguage() !== "en" && !known && said.toLowerCase() === english.toLowerCase()) return "";
  return said;
}

/** @type {Map<string, string>} */
const NO_NAMES = new Map();

/**
 * A scalar as text: an id of a seat or a character shows its name.
 * @param {unknown} value @param {Map<string, string>} names @param {string} [key] its field
 * @returns {string}
 */
function scalar(value, names, key = "") {
  if (value === null) return "·";
  if (typeof value === "boolean") return value ? t("yes") : t("no");
  if (typeof value === "number") return value.toLocaleString(currentLanguage());
  const text = String(value);
  const said = names.get(text) || text;
  return FREE_WORDS.has(key) || readable(text, said) ? said : "";
}

/** The fields that hold the table's own words (a tint « bleu », an aspect, a flaw): shown
 * as written, even when one looks like an identifier. */
const FREE_WORDS = new Set(["name", "tint", "tints", "description", "aspects", "flaws", "frame", "notes", "concept", "title"]);

/** The fields that only serve to name others (Xyrop's ``trait_names`` names its traits):
 * never shown as an entry of their own. */
const NAMING_ONLY = new Set(["trait_names"]);

/**
 * A value as HTML: scalars as text (ids as names), lists and objects as nested lists.
 * @param {unknown} value
 * @param {number} [depth]
 * @param {Map<string, string>} [names] seat and character names by id, and values' words
 * @param {Map<string, string>} [people] seat and character names by id only: a key whose
 *   value is a record reads as a person's name or as a field (« Race », not the race's
 *   name that a choice labelled with the word "race")
 * @param {string} [key] the field the value is held in (its own words shown as written)
 * @returns {HTMLElement}
 */
export function renderValue(value, depth = 0, names = NO_NAMES, people = names, key = "") {
  if (value === null || value === undefined) return el("span", { class: "none" }, "—");
  if (Array.isArray(value)) {
    if (value.length === 0) return el("span", { class: "none" }, t("none"));
    if (value.every((v) => v === null || typeof v !== "object")) {
      const said = value.map((v) => scalar(v, names, key)).filter((text) => text !== "");
      if (!said.length) return el("span", { class: "none" }, "—");
      return el("span", { class: "scalars" }, said.join(", "));
    }
    return el("ol", { class: "value-list" }, ...value.map((v) => el("li", {}, renderValue(v, depth + 1, names, people))));
  }
  if (typeof value === "object") {
    const entries = Object.entries(/** @type {Record<string, unknown>} */ (value));
    if (entries.length === 0) return el("span", { class: "none" }, t("none"));
    const list = el("dl", { class: `value-map depth-${Math.min(depth, 3)}` });
    for (const [key, item] of entries) {
      const word = (item !== null && typeof item === "object" ? people : names).get(key) || keyWord(key);
      // a space between inline terms and values (depth 2 and more), so copied or read
      // text never glues a word to its value (« NomHumaine »)
      // a value that cannot be said here (an untranslated identifier) takes its label along
      const silent = typeof item === "string" && scalar(item, names, key) === "";
      if (word && !silent && !NAMING_ONLY.has(key)) list.append(el("dt", {}, word), " ", el("dd", {}, renderValue(item, depth + 1, names, people, key)), " ");
    }
    return list;
  }
  return el("span", { class: `scalar ${typeof value}` }, scalar(value, names, key));
}

/**
 * The rule systems' phases in the reader's words.
 * @returns {Record<string, string>}
 */
function phaseWords() {
  return {
    setup: t("setting up"), play: t("in play"), between_acts: t("between acts"),
    in_act: t("in an act"), in_scene: t("in a scene"), between_scenarios: t("between scenarios"),
    conflict: t("conflict"), situation: t("situation"), action: t("action"), free: t("free play"),
    between_sessions: t("between sessions"), in_session: t("in session"),
    awaiting_opposition: t("awaiting the opposition"),
  };
}

/**
 * The state of any rule system: phase first, each character sheet as a card, then the
 * rest of the read model (the board is drawn as a picture elsewhere); ids read as names.
 * @param {Record<string, unknown>} state
 * @param {Map<string, string>} [names] seat and character names by id, and values' words
 * @param {Map<string, string>} [people] seat and character names by id only
 * @returns {HTMLElement}
 */
export function renderState(state, names = NO_NAMES, people = names) {
  const box = el("div", { class: "state" });
  const phase = state.phase === undefined || state.phase === null ? "" : String(state.phase);
  const phaseWord = phaseWords()[phase] || names.get(phase) || fieldLabel(phase);
  // A system (or a moment) without a phase shows no « Phase : — » line.
  if (phase && readable(phase, phaseWord)) box.append(el("p", { class: "phase", "data-phase": phase }, t("Phase:") + " ", el("strong", { "data-testid": "phase" }, phaseWord)));
  const characters = /** @type {Record<string, unknown>} */ (state.characters || {});
  const sheets = el("div", { class: "sheets" });
  for (const [id, sheet] of Object.entries(characters)) {
    const name = sheet && typeof sheet === "object" && "name" in sheet ? String(/** @type {any} */ (sheet).name) : id;
    sheets.append(el("article", { class: "sheet", "data-character": id, "aria-label": t("sheet of %(name)s", { name }) },
      el("h4", {}, name), renderValue(sheet, 1, names, people)));
  }
  box.append(el("h3", {}, t("Characters")), Object.keys(characters).length ? sheets : el("p", { class: "none" }, t("No character yet.")));
  const rest = Object.fromEntries(Object.entries(state).filter(([k]) => !["phase", "characters", "board"].includes(k)));
  const table = renderValue(rest, 0, names, people);
  if (table.children.length) box.append(el("h3", {}, t("Table")), table);
  return box;
}

/**
 * The narrated session log (the markdown export): headings and one item per line.
 * @param {string} markdown
 * @returns {HTMLElement}
 */
export function renderLog(markdown) {
  // A scrolled region must be reachable by keyboard: focusable, with a name.
  const box = el("div", { class: "log-text", tabindex: "0", role: "region", "aria-label": t("session log text") });
  /** @type {HTMLElement | null} */
  let list = null;
  for (const raw of markdown.split("\n")) {
    const line = raw.trim();
    if (!line) continue;
    const heading = /^(#+)\s+(.*)$/.exec(line);
    if (heading) {
      const level = Math.min(6, heading[1].length + 2); // under the h2 of the section
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
