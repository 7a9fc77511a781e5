// The command panel: one form per command of the game's rule system, generated from its
// schema in the OpenAPI document. A command is sent with If-Match set to the version on
// screen (a stale form gets 412 and the view refreshes) and a fresh Idempotency-Key.

import { ApiProblem, newKey, request } from "./api.js";
import { el } from "./dom.js";
import { objectField } from "./forms.js";
import { t } from "./i18n.js";
import { commandLabel, described } from "./labels.js";
import { showProblem } from "./lobby.js";
import { renderEvents } from "./render.js";

/** @typedef {import("./types.js").Schema} Schema */
/** @typedef {import("./forms.js").Hints} Hints */
/** @typedef {import("./now.js").Affordance} Affordance */
/** @typedef {import("./choices.js").Offered} Offered */

/**
 * @typedef {object} CommandPanelOptions
 * @property {any} doc the OpenAPI document
 * @property {Array<{type: string, schema: Schema}>} commands
 * @property {string} gameId
 * @property {() => string} token the acting seat's token
 * @property {() => number} version the version on screen
 * @property {() => Hints} hints seats and characters for id fields
 * @property {() => void} refresh reload the view (after a 412, or an answer)
 * @property {(type: string) => Affordance | null} offerFor the server's offer of a command now
 */

/**
 * The panel: the opened command's form (from a "Now" button, prefilled with the offer), and
 * "All commands" behind a disclosure: any command of the rule system, its generated form.
 * @param {CommandPanelOptions} options
 * @returns {{element: HTMLElement, open: (type: string, offer: Affordance | null) => void}}
 */
export function commandPanel(options) {
  const chooser = /** @type {HTMLSelectElement} */ (el("select", { id: "command-type", name: "command-type" }));
  for (const c of options.commands) chooser.append(el("option", { value: c.type }, commandLabel(c.type)));
  const slot = el("div", { class: "command-form", id: "command-slot" });
  const open = (/** @type {string} */ type, /** @type {Affordance | null} */ offer) => {
    const chosen = options.commands.find((c) => c.type === type);
    slot.replaceChildren(chosen ? commandForm(options, chosen.type, chosen.schema, offer) : el("p", {}, t("No command.")));
    const first = slot.querySelector("select, input, textarea, button");
    if (first instanceof HTMLElement && offer) first.focus();
  };
  const show = () => open(chooser.value, options.offerFor(chooser.value));
  chooser.addEventListener("change", show);
  const clear = el("button", { type: "button", id: "command-clear" }, t("Clear the form"));
  clear.addEventListener("click", show);
  const all = el("details", { id: "all-commands", class: "all-commands" },
    el("summary", {}, t("All commands")),
    el("div", { class: "field" }, el("label", { for: "command-type" }, t("Command")), chooser, clear));
  const element = el("section", { class: "commands", "aria-labelledby": "commands-title" },
    el("h2", { id: "commands-title" }, t("Send a command")), slot, all);
  return { element, open };
}

/**
 * The offer as a form reads it.
 * @param {Affordance} offer @returns {Offered}
 */
function offered(offer) {
  return {
    type: offer.type, characterField: offer.character_field, characterIds: offer.character_ids,
    choices: offer.choices, character: () => offer.character_ids?.[0] ?? null, listeners: [],
  };
}

/**
 * One command's form.
 * @param {CommandPanelOptions} options
 * @param {string} type
 * @param {Schema} schema
 * @param {Affordance | null} offer what the server offers for it now, if it does
 * @returns {HTMLElement}
 */
function commandForm(options, type, schema, offer) {
  const hints = { ...options.hints(), offered: offer ? offered(offer) : undefined };
  const fields = objectField(options.doc, schema, "", "", true, hints);
  const problem = el("div", { class: "problem", role: "alert", "data-testid": "command-problem" });
  const answer = el("div", { class: "answer", role: "status", "data-testid": "command-answer" });
  const label = commandLabel(type);
  const send = el("button", { type: "submit", class: "primary" }, t("Send: %(command)s", { command: label }));
  const help = schema.description ? el("p", { class: "help" }, described(schema.description)) : null;
  const heading = el("h3", {}, label, offer?.awaited ? el("small", { class: "awaited" }, " " + t("(awaited)")) : null);
  const form = el("form", { "data-command": type, "aria-label": t("command %(command)s", { command: label }) }, heading, help, fields.element, send, problem, answer);
  form.addEventListener("submit", (event) => {
    event.preventDefault();
    problem.textContent = "";
    answer.textContent = "";
    let body;
    try {
      body = { ...(/** @type {object} */ (fields.read())), type };
    } catch (error) {
      problem.textContent = t("This form does not read as JSON: %(error)s", { error: error instanceof Error ? error.message : String(error) });
      return;
    }
    void sendCommand(options, body, problem, answer);
  });
  return form;
}

/**
 * POST the command; show the events it caused, or its problem.
 * @param {CommandPanelOptions} options
 * @param {Record<string, unknown>} body
 * @param {HTMLElement} problem
 * @param {HTMLElement} answer
 */
async function sendCommand(options, body, problem, answer) {
  try {
    const sent = await request("POST", `/v1/games/${encodeURIComponent(options.gameId)}/commands`, {
      token: options.token(), body, ifMatch: options.version(), idempotencyKey: newKey(),
    });
    /** @type {import("./types.js").CommandOut} */
    const out = sent.body;
    answer.replaceChildren(el("p", {}, t("Accepted: version %(version)s.", { version: out.version })), renderEvents(out.events));
    options.refresh();
  } catch (error) {
    showProblem(problem, error);
    if (error instanceof ApiProblem && error.status === 412) options.refresh();
  }
}
