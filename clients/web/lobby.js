// The lobby: the games this browser holds a seat in, and a new game of any rule system
// with its options (a form generated from the createGame body in the OpenAPI document).

import { ApiProblem, newKey, request } from "./api.js";
import { el } from "./dom.js";
import { currentLanguage, t } from "./i18n.js";
import { randomnessWord, roleWord } from "./labels.js";
import { objectField } from "./forms.js";
import { openapi, optionsFor } from "./schema.js";
import { allSeats, keepSeat } from "./seats.js";

/** @typedef {import("./types.js").RulesetOut} RulesetInfo */

/**
 * Show the lobby in `main`.
 * @param {HTMLElement} main
 * @returns {Promise<{leave: () => void}>}
 */
export async function showLobby(main) {
  const [doc, rulesets] = await Promise.all([openapi(), request("GET", "/v1/rulesets")]);
  /** @type {RulesetInfo[]} */
  const hosted = rulesets.body;
  main.replaceChildren(el("h1", {}, t("Lobby")), createSection(doc, hosted), heldSection());
  document.title = t("Lobby") + " — Tabletop";
  return { leave: () => {} };
}

/** @returns {HTMLElement} the games held here, each a link to its table */
function heldSection() {
  const seats = allSeats();
  const section = el("section", { "aria-labelledby": "held-title" }, el("h2", { id: "held-title" }, t("Your games")));
  if (!seats.length) {
    section.append(el("p", { class: "none" }, t("No game yet: create one, or open a join link.")));
    return section;
  }
  const rows = seats.map((s) => el("tr", {},
    el("td", {}, el("a", { href: `#/game/${encodeURIComponent(s.game_id)}` }, s.title || s.game_id)),
    el("td", {}, s.ruleset || ""), el("td", {}, s.role === "gm" ? roleWord("gm") : `${s.name} (${roleWord(s.role)})`)));
  section.append(el("table", { class: "games" },
    el("thead", {}, el("tr", {}, el("th", {}, t("game")), el("th", {}, t("rule system")), el("th", {}, t("your seat")))),
    el("tbody", {}, ...rows)));
  return section;
}

/**
 * The new-game form: rule system, title, the rule system's options.
 * @param {any} doc
 * @param {RulesetInfo[]} hosted
 * @returns {HTMLElement}
 */
function createSection(doc, hosted) {
  const select = /** @type {HTMLSelectElement} */ (el("select", { id: "new-ruleset", name: "ruleset" }));
  for (const r of hosted) select.append(el("option", { value: r.name }, r.title));
  const title = /** @type {HTMLInputElement} */ (el("input", { id: "new-title", name: "title", type: "text", value: t("A new tale") }));
  const optionsSlot = el("div", { class: "options" });
  const hints = { words: optionWord, defaults: { language: currentLanguage() } };
  let options = objectField(doc, optionsFor(doc, select.value), t("Options"), "options", true, hints);
  const showOptions = () => {
    options = objectField(doc, optionsFor(doc, select.value), t("Options"), "options", true, hints);
    optionsSlot.replaceChildren(options.element);
  };
  select.addEventListener("change", showOptions);
  showOptions();
  const problem = el("div", { class: "problem", role: "alert", "data-testid": "create-problem" });
  const form = el("form", { id: "create-game", "aria-labelledby": "create-title" },
    el("div", { class: "field" }, el("label", { for: "new-ruleset" }, t("Rule system")), select),
    el("div", { class: "field" }, el("label", { for: "new-title" }, t("Title")), title),
    optionsSlot, el("button", { type: "submit", class: "primary" }, t("Create the game")), problem);
  form.addEventListener("submit", (event) => {
    event.preventDefault();
    void create(select.value, title.value, options.read(), problem);
  });
  return el("section", { "aria-labelledby": "create-title" }, el("h2", { id: "create-title" }, t("New game")), form);
}

/**
 * How an option's value reads.
 * @param {string} field @param {unknown} value @returns {string | undefined}
 */
function optionWord(field, value) {
  if (field === "language") return { en: "English", fr: "Français" }[String(value)];
  if (field === "randomness") return randomnessWord(String(value));
  return undefined;
}

/**
 * POST /v1/games, keep the gm seat, open the table.
 * @param {string} ruleset @param {string} title @param {unknown} options @param {HTMLElement} problem
 */
async function create(ruleset, title, options, problem) {
  problem.textContent = "";
  try {
    const answer = await request("POST", "/v1/games", { body: { ruleset, title, options: options || {} }, idempotencyKey: newKey() });
    /** @type {import("./types.js").CreatedGameOut} */
    const created = answer.body;
    keepSeat({ game_id: created.game_id, seat_id: created.gm_seat_id, role: "gm", name: "gm", token: created.gm_token, title, ruleset });
    location.hash = `#/game/${encodeURIComponent(created.game_id)}`;
  } catch (error) {
    showProblem(problem, error);
  }
}

/**
 * A refused request beside its form, in words: the problem's detail (its stable code is
 * kept in data-code for scripts, never shown).
 * @param {HTMLElement} box
 * @param {unknown} error
 */
export function showProblem(box, error) {
  if (error instanceof ApiProblem) {
    box.dataset.code = error.problem.code || String(error.status);
    box.replaceChildren(el("span", { "data-testid": "problem-detail" }, error.problem.detail || error.problem.title || t("The server refused.")));
  } else {
    box.textContent = t("The server cannot be reached; try again.");
  }
}
