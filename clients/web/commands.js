// The command panel: one form per command of the game's rule system, generated from its
// schema. A command is sent without If-Match (the server decides on the current state, so
// another seat's move never trips this one) and with a fresh Idempotency-Key; the answer
// is the narrated line of what happened, a refusal is said next to the field it concerns.

import { ApiProblem, newKey, request } from "./api.js";
import { el } from "./dom.js";
import { objectField } from "./forms.js";
import { currentLanguage, helpText, t } from "./i18n.js";
import { commandLabel, described, fieldLabel } from "./labels.js";
import { showProblem } from "./lobby.js";
import { fieldNode, liveCheck } from "./check.js";
import { preferredCharacter } from "./choices.js";
import { awaitedCharacters } from "./now.js";

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
 * @property {() => boolean} replaying true while a past version is on screen (nothing is sent)
 * @property {() => Hints} hints seats and characters for id fields
 * @property {(version: number, lines: string[]) => void} done a command was accepted
 * @property {(type: string) => Affordance | null} offerFor the server's offer of a command now
 */

/**
 * @typedef {object} CommandPanel
 * @property {HTMLElement} element
 * @property {(type: string, offer: Affordance | null) => void} open show a command's form
 * @property {() => string | null} opened the command whose form is open
 * @property {() => void} close close the form
 */

/**
 * The panel: the opened command's form (from a "Now" button, prefilled with the offer), and
 * "All commands" behind a disclosure: any command of the rule system, its generated form.
 * @param {CommandPanelOptions} options
 * @returns {CommandPanel}
 */
export function commandPanel(options) {
  const chooser = /** @type {HTMLSelectElement} */ (el("select", { id: "command-type", name: "command-type" }));
  for (const c of options.commands) chooser.append(el("option", { value: c.type }, commandLabel(c.type)));
  const slot = el("div", { class: "command-form", id: "command-slot" });
  const answer = el("div", { class: "answer", role: "status", id: "command-answer", "data-testid": "command-answer" });
  const close = () => slot.replaceChildren();
  const open = (/** @type {string} */ type, /** @type {Affordance | null} */ offer) => {
    const chosen = options.commands.find((c) => c.type === type);
    slot.replaceChildren(chosen ? commandForm({ ...options, answer, close }, chosen.type, chosen.schema, offer) : el("p", {}, t("No command.")));
    const first = slot.querySelector("select, input, textarea, button");
    if (first instanceof HTMLElement && offer) first.focus({ preventScroll: true });
    slot.scrollIntoView({ block: "nearest" });
  };
  const opened = () => slot.querySelector("form")?.getAttribute("data-command") || null;
  const show = () => open(chooser.value, options.offerFor(chooser.value));
  chooser.addEventListener("change", show);
  const clear = el("button", { type: "button", id: "command-clear" }, t("Clear the form"));
  clear.addEventListener("click", show);
  const all = el("details", { id: "all-commands", class: "all-commands" },
    el("summary", {}, t("All commands")),
    el("div", { class: "field" }, el("label", { for: "command-type" }, t("Command")), chooser, clear));
  const element = el("section", { class: "commands", id: "commands", "aria-labelledby": "commands-title" },
    el("h2", { id: "commands-title" }, t("Send a command")), answer, slot, all);
  return { element, open, opened, close };
}

/**
 * The offer as a form reads it.
 * @param {Affordance} offer @returns {Offered}
 */
function offered(offer) {
  const awaitedIds = awaitedCharacters(offer.type);
  // With no field naming it, the character is implied by the state: the first one offered.
  const first = offer.character_field ? preferredCharacter(offer.character_ids || [], awaitedIds) : offer.character_ids?.[0] ?? null;
  return {
    type: offer.type, characterField: offer.character_field, characterIds: offer.character_ids,
    choices: offer.choices, counts: offer.counts, character: () => first, listeners: [], awaitedIds,
  };
}

/**
 * @typedef {CommandPanelOptions & {answer: HTMLElement, close: () => void}} FormOptions
 */

/**
 * One command's form.
 * @param {FormOptions} options
 * @param {string} type
 * @param {Schema} schema
 * @param {Affordance | null} offer what the server offers for it now, if it does
 * @returns {HTMLElement}
 */
function commandForm(options, type, schema, offer) {
  const known = options.hints();
  const hints = { ...known, offered: offer ? { ...offered(offer), names: known.names } : undefined };
  const fields = objectField(options.doc, schema, "", "", true, hints);
  const problem = el("div", { class: "problem", role: "alert", "data-testid": "command-problem" });
  const label = commandLabel(type);
  const send = el("button", { type: "submit", class: "primary" }, t("Send: %(command)s", { command: label }));
  const help = helpText(schema.description);
  const heading = el("h3", {}, label, offer?.awaited ? el("small", { class: "awaited" }, " " + t("(awaited)")) : null);
  const form = /** @type {HTMLFormElement} */ (el("form", { "data-command": type, "aria-label": t("command %(command)s", { command: label }) },
    heading, help ? el("p", { class: "help" }, described(help)) : null, fields.element));
  const draft = () => ({ .../** @type {object} */ (fields.read()), type });
  const live = liveCheck(form, options.gameId, options.token, draft, (error) => error.problem.field || schemaField(error));
  form.append(live.element, send, problem);
  form.addEventListener("submit", (event) => {
    event.preventDefault();
    live.stop();
    clearProblems(form, problem);
    if (options.replaying()) {
      problem.textContent = t("A past version is on screen: go back to now to act.");
      return;
    }
    const unchosen = form.querySelector("select[data-character-field]");
    if (unchosen instanceof HTMLSelectElement && unchosen.value === "") {
      problem.textContent = t("Choose whom this command is for.");
      showFieldProblem(form, unchosen.name, problem);
      return;
    }
    let body;
    try {
      body = draft();
    } catch (_error) {
      problem.textContent = t("A field of this form cannot be read: check what was typed.");
      return;
    }
    void sendCommand(options, form, body, problem);
  });
  return form;
}

/** @param {HTMLFormElement} form @param {HTMLElement} problem the form's refusals cleared */
function clearProblems(form, problem) {
  problem.textContent = "";
  delete problem.dataset.code;
  form.querySelectorAll(".field-problem").forEach((box) => box.remove());
  form.querySelectorAll("[aria-invalid]").forEach((input) => input.removeAttribute("aria-invalid"));
}

/**
 * POST the command; on success close the form and say what happened (its narrated lines);
 * on a refusal keep what was typed and say why next to the field it concerns.
 * @param {FormOptions} options
 * @param {HTMLFormElement} form
 * @param {Record<string, unknown>} body
 * @param {HTMLElement} problem
 */
async function sendCommand(options, form, body, problem) {
  const button = form.querySelector('button[type="submit"]');
  if (button instanceof HTMLButtonElement) button.disabled = true;
  try {
    const sent = await request("POST", `/v1/games/${encodeURIComponent(options.gameId)}/commands`, {
      token: options.token(), body, idempotencyKey: newKey(),
    });
    /** @type {{version: number, narration?: string[]}} */
    const out = sent.body;
    const lines = out.narration && out.narration.length ? out.narration : [t("Done.")];
    options.answer.dataset.version = String(out.version);
    options.answer.dataset.sequence = String(Number(options.answer.dataset.sequence || 0) + 1);
    options.answer.replaceChildren(...lines.map((line) => el("p", {}, line)));
    options.close();
    options.done(out.version, lines);
  } catch (error) {
    if (button instanceof HTMLButtonElement) button.disabled = false;
    const field = error instanceof ApiProblem ? error.problem.field || schemaField(error) : null;
    showProblem(problem, error);
    if (field) showFieldProblem(form, field, problem);
  }
}

/**
 * A body the schema refuses (``invalid_command``) is said in words on a page in another
 * language than English (the schema's own message is English), naming the field.
 * @param {ApiProblem} error @returns {string | null} the field it names, if any
 */
function schemaField(error) {
  if (error.problem.code !== "invalid_command") return null;
  const named = /`([^`]+)`/.exec(error.problem.detail || "") || /\$\.([\w.]+)/.exec(error.problem.detail || "");
  const field = named ? named[1] : null;
  if (currentLanguage() !== "en") {
    error.problem.detail = field ? t("« %(field)s » is needed, or its value is not accepted.", { field: fieldLabel(field) })
      : t("A value of this form is not accepted.");
  }
  return field;
}

/**
 * The refusal beside the field it concerns ("seasons", "helpers.0.talent"), when the form
 * shows it; the form's own box keeps it otherwise.
 * @param {HTMLFormElement} form @param {string} field @param {HTMLElement} problem
 */
function showFieldProblem(form, field, problem) {
  const named = fieldNode(form, field);
  if (!named) return;
  const holder = named.closest(".field") || named;
  const box = el("p", { class: "problem field-problem", id: `${named.id || "field"}-problem`, "data-field": field }, problem.textContent || "");
  holder.after(box);
  if (named instanceof HTMLInputElement || named instanceof HTMLSelectElement || named instanceof HTMLTextAreaElement) {
    named.setAttribute("aria-invalid", "true");
    named.focus();
  }
}
