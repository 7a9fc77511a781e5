// The web table's words: every label, button and status goes through t(), whose French
// comes from the server's gettext catalog (GET /i18n/web/fr, the same .po files as
// the session log); placeholders are named, %(name)s, as in the Python catalogs.

/** @type {Record<string, string>} */
let catalog = {};
/** @type {{commands: Record<string, string>, fields: Record<string, string>, help: Record<string, string>}} */
let labels = { commands: {}, fields: {}, help: {} };
let system = "";
let language = "en";
const LANGUAGES = ["en", "fr"];
const KEY = "tabletop.language";

/**
 * The language to show: the one chosen with the switch (remembered), else the browser's.
 * @returns {string}
 */
export function chosenLanguage() {
  const kept = localStorage.getItem(KEY);
  if (kept && LANGUAGES.includes(kept)) return kept;
  for (const tag of navigator.languages || [navigator.language || "en"]) {
    const base = tag.toLowerCase().split("-")[0];
    if (LANGUAGES.includes(base)) return base;
  }
  return "en";
}

/** @returns {string} the language on screen ("en" or "fr") */
export function currentLanguage() {
  return language;
}

/**
 * Load the catalog of a language (English needs none).
 * @param {string} wanted
 */
export async function useLanguage(wanted) {
  language = LANGUAGES.includes(wanted) ? wanted : "en";
  catalog = {};
  labels = { commands: {}, fields: {}, help: {} };
  document.documentElement.lang = language;
  if (language === "en") return;
  const response = await fetch(`/i18n/web/${language}`, { headers: { Accept: "application/json" } });
  if (!response.ok) return;
  const body = await response.json();
  catalog = body.messages || {};
  labels = { commands: body.commands || {}, fields: body.fields || {}, help: body.help || {} };
}

/**
 * Remember a language chosen with the switch.
 * @param {string} chosen
 */
export function keepLanguage(chosen) {
  localStorage.setItem(KEY, chosen);
}

/**
 * A message in the language on screen, its %(name)s placeholders filled.
 * @param {string} message the English message (the catalog's key)
 * @param {Record<string, string | number>} [values]
 * @returns {string}
 */
export function t(message, values = {}) {
  const said = catalog[message] || message;
  return said.replace(/%\((\w+)\)[sd]/g, (whole, name) => (name in values ? String(values[name]) : whole));
}

/**
 * A French sentence with « de » or « à » before a name that starts with an article
 * contracted: « de Les héros » -> « des héros », « de Le Gardien » -> « du Gardien »,
 * « à Les héros » -> « aux héros ». Only before that name (« avant de le faire » keeps its
 * pronoun); other languages are left as they are.
 * @param {string} text the sentence @param {string} name the name it holds
 * @returns {string}
 */
export function contracted(text, name) {
  const article = /^(le|les) (?=\S)/i.exec(name);
  if (language !== "fr" || !article) return text;
  const rest = name.slice(article[0].length);
  const forms = /** @type {Record<string, string>} */ ({ "de le": "du", "de les": "des", "à le": "au", "à les": "aux" });
  const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return text.replace(new RegExp(`(^|[\\s(«’'])(de|à|De|À) ${escaped}`, "g"), (whole, lead, before) => {
    const short = forms[`${before.toLowerCase()} ${article[1].toLowerCase()}`];
    return `${lead}${before[0] === before[0].toUpperCase() ? short[0].toUpperCase() + short.slice(1) : short} ${rest}`;
  });
}

/**
 * A command's or a field's label, or the help beside it, in the language on screen (the
 * rule systems' catalogs, served with the web table's strings).
 * @param {"commands" | "fields" | "help"} kind
 * @param {string} english "Draw gems", "Rupture points"
 * @returns {string}
 */
export function label(kind, english) {
  return labels[kind][`${system}:${english}`] || labels[kind][english] || english;
}

/**
 * The rule system on screen: its own labels win where systems say a word differently
 * (the catalog's "voyages:Sides" « Camps », not Locquemare's « Faces »).
 * @param {string} name the rule system's name ("voyages")
 */
export function useSystem(name) {
  system = name;
}

/**
 * Whether the catalogs say this label in the language on screen (« Race » is French too).
 * @param {"commands" | "fields"} kind @param {string} english @returns {boolean}
 */
export function labelled(kind, english) {
  return english in labels[kind];
}

/** The rules' section and revision codes (« (7.2) », « (révision R1) », « [K1] »): the
 * specs' bookkeeping, which a person at the table never reads. */
const SPEC_CODES = /\s*\([^()]*?\b(?:[A-Z]{1,3}\d+[a-z]?|\d+\.\d+(?:\.\d+)*)\b[^()]*?\)|\s*\[[A-Z]{1,3}\d+\]/g;

/**
 * A command's or a field's help in the language on screen, without spec codes; nothing
 * when a French page has no French for it (an English hint would be worse than none).
 * @param {string | undefined} description the document's English description
 * @returns {string | undefined}
 */
export function helpText(description) {
  if (!description) return undefined;
  let said = description;
  if (language !== "en") {
    const help = label("help", description); // the rule systems' catalogs, else the web table's
    said = help !== description ? help : t(description);
    if (said === description) return undefined;
  }
  return said.replace(SPEC_CODES, "").trim() || undefined;
}
