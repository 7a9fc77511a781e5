// The command panel: one form per command of the game's rule system, generated from its
// schema in the OpenAPI document. A command is sent with If-Match set to the version on
// screen (a stale form gets 412 and the view refreshes) and a fresh Idempotency-Key.

import { ApiProblem, newKey, request } from "./api.js";
import { el } from "./dom.js";
import { objectField } from "./forms.js";
import { showProblem } from "./lobby.js";
import { renderEvents } from "./render.js";

/** @typedef {import("./types.js").Schema} Schema */
/** @typedef {import("./forms.js").Hints} Hints */

/**
 * @typedef {object} CommandPanelOptions
 * @property {any} doc the OpenAPI document
 * @property {Array<{type: string, schema: Schema}>} commands
 * @property {string} gameId
 * @property {() => string} token the acting seat's token
 * @property {() => number} version the version on screen
 * @property {() => Hints} hints seats and characters for id fields
 * @property {() => void} refresh reload the view (after a 412, or an answer)
 */

/**
 * The panel: a command chooser, the chosen command's form, its answer or problem.
 * @param {CommandPanelOptions} options
 * @returns {HTMLElement}
 */
export function commandPanel(options) {
  const chooser = /** @type {HTMLSelectElement} */ (el("select", { id: "command-type", name: "command-type" }));
  for (const c of options.commands) chooser.append(el("option", { value: c.type }, c.type));
  const slot = el("div", { class: "command-form" });
  const show = () => {
    const chosen = options.commands.find((c) => c.type === chooser.value);
    slot.replaceChildren(chosen ? commandForm(options, chosen.type, chosen.schema) : el("p", {}, "No command."));
  };
  chooser.addEventListener("change", show);
  show();
  const clear = el("button", { type: "button", id: "command-clear" }, "Clear the form");
  clear.addEventListener("click", show);
  return el("section", { class: "commands", "aria-labelledby": "commands-title" },
    el("h2", { id: "commands-title" }, "Commands"),
    el("div", { class: "field" }, el("label", { for: "command-type" }, "Command"), chooser, clear), slot);
}

/**
 * One command's form.
 * @param {CommandPanelOptions} options
 * @param {string} type
 * @param {Schema} schema
 * @returns {HTMLElement}
 */
function commandForm(options, type, schema) {
  const fields = objectField(options.doc, schema, "", "", true, options.hints());
  const problem = el("div", { class: "problem", role: "alert", "data-testid": "command-problem" });
  const answer = el("div", { class: "answer", role: "status", "data-testid": "command-answer" });
  const send = el("button", { type: "submit", class: "primary" }, `Send ${type}`);
  const help = schema.description ? el("p", { class: "help" }, schema.description) : null;
  const form = el("form", { "data-command": type, "aria-label": `command ${type}` }, help, fields.element, send, problem, answer);
  form.addEventListener("submit", (event) => {
    event.preventDefault();
    problem.textContent = "";
    answer.textContent = "";
    let body;
    try {
      body = { ...(/** @type {object} */ (fields.read())), type };
    } catch (error) {
      problem.textContent = `This form does not read as JSON: ${error instanceof Error ? error.message : error}`;
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
    answer.replaceChildren(el("p", {}, `Accepted: version ${out.version}.`), renderEvents(out.events));
    options.refresh();
  } catch (error) {
    showProblem(problem, error);
    if (error instanceof ApiProblem && error.status === 412) options.refresh();
  }
}
