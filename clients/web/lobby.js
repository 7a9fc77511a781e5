// The lobby: the games this browser holds a seat in, and a new game of any rule system
// with its options (a form generated from the createGame body in the OpenAPI document).

import { ApiProblem, newKey, request } from "./api.js";
import { el } from "./dom.js";
import { t } from "./i18n.js";
import { roleWord } from "./labels.js";
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
    el("td", {}, s.ruleset || ""), el("td", {}, `${s.name} (${roleWord(s.role)})`)));
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
  for (const r of hosted) select.append(el("option", { value: r.name }, `${r.title} (${r.name})`));
  const title = /** @type {HTMLInputElement} */ (el("input", { id: "new-title", name: "title", type: "text", value: t("A new tale") }));
  const optionsSlot = el("div", { class: "options" });
  let options = objectField(doc, optionsFor(doc, select.value), t("Options"), "options", true, {});
  const showOptions = () => {
    options = objectField(doc, optionsFor(doc, select.value), t("Options"), "options", true, {});
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
 * A refused request beside its form: the problem's code and detail.
 * @param {HTMLElement} box
 * @param {unknown} error
 */
export function showProblem(box, error) {
  if (error instanceof ApiProblem) {
    box.replaceChildren(el("strong", { "data-testid": "problem-code" }, error.problem.code || String(error.status)),
      ` (${error.status}): `, el("span", { "data-testid": "problem-detail" }, error.problem.detail || error.problem.title || ""));
  } else {
    box.textContent = error instanceof Error ? error.message : String(error);
  }
}
