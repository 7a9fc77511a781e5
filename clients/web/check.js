// A form checked as the person types: the draft goes to POST .../commands/check, which
// answers as sending it would (the rule system's own decision, nothing sent), so a budget
// or a range broken is said next to the field it concerns before anything is sent. The
// page holds no copy of any rule: one definition, the server's.

import { ApiProblem, request } from "./api.js";
import { el } from "./dom.js";
import { t } from "./i18n.js";

const PAUSE_MS = 350;

/**
 * The control (or the list) a body path names in a form ("seasons", "seasons.winter",
 * "helpers.0.talent"), if the form shows it.
 * @param {HTMLFormElement} form @param {string} field @returns {Element | null}
 */
export function fieldNode(form, field) {
  const nodes = [...form.querySelectorAll("[name], [data-path]")];
  const name = (/** @type {Element} */ node) => node.getAttribute("name") || node.getAttribute("data-path") || "";
  const found = nodes.find((node) => name(node) === field || name(node) === `${field}#value`)
    || nodes.find((node) => name(node).startsWith(`${field}.`) || name(node).startsWith(`${field}#`)) || null;
  // an entry of a map the form shows as rows ("approaches.Prudence"): beside the map
  const parent = field.includes(".") ? field.slice(0, field.lastIndexOf(".")) : "";
  return found || (parent ? fieldNode(form, parent) : null);
}

/**
 * @typedef {object} LiveCheck
 * @property {HTMLElement} element the line that says the verdict (polite live region)
 * @property {() => void} stop forget a pending check (the form is being sent)
 */

/**
 * Check the form's draft after each pause in typing; say the refusal beside its field, or
 * every rule broken beside its own field when the rules list them all (a character sheet).
 * @param {HTMLFormElement} form
 * @param {string} gameId
 * @param {() => string} token the acting seat's token
 * @param {() => Record<string, unknown>} draft the body as the form reads now (throws when unreadable)
 * @param {(error: ApiProblem) => string | null} fieldOf the field a refusal names
 * @returns {LiveCheck}
 */
export function liveCheck(form, gameId, token, draft, fieldOf) {
  const line = el("p", { class: "verdict", role: "status", "aria-live": "polite", "data-testid": "command-check" });
  let timer = 0;
  let asked = 0;
  const run = async () => {
    if (!form.isConnected) return;
    let body;
    try { body = draft(); } catch (_error) { return; }
    asked += 1;
    const mine = asked;
    try {
      await request("POST", `/v1/games/${encodeURIComponent(gameId)}/commands/check`, { token: token(), body });
      if (mine === asked) say(form, line, []);
    } catch (error) {
      if (mine !== asked || !(error instanceof ApiProblem) || error.status === 429) return;
      const findings = error.problem.findings || [];
      say(form, line, findings.length ? findings.map((found) => ({ field: found.field ?? null, detail: found.detail }))
        : [{ field: fieldOf(error), detail: error.problem.detail || error.problem.title || "" }]);
    }
  };
  const schedule = () => { clearTimeout(timer); timer = window.setTimeout(() => void run(), PAUSE_MS); };
  form.addEventListener("input", schedule);
  form.addEventListener("change", schedule);
  return { element: line, stop: () => { clearTimeout(timer); asked += 1; } };
}

/**
 * The verdict on screen: each refusal beside the field it names (one no field shows, on
 * the form's line), or that the rules accept the form as it stands.
 * @param {HTMLFormElement} form @param {HTMLElement} line
 * @param {{field: string | null, detail: string}[]} refusals none: accepted
 */
function say(form, line, refusals) {
  form.querySelectorAll(".field-check").forEach((box) => box.remove());
  line.dataset.verdict = refusals.length ? "refused" : "accepted";
  if (!refusals.length) {
    line.textContent = t("✓ The rules accept this form as it stands.");
    return;
  }
  /** @type {string[]} */
  const unplaced = [];
  /** @type {Map<Element, Element>} the last note beside each field, so notes keep their order */
  const placed = new Map();
  for (const { field, detail } of refusals) {
    const named = field ? fieldNode(form, field) : null;
    if (!named) {
      unplaced.push(detail);
      continue;
    }
    const holder = named.closest(".field, fieldset") || named;
    const note = el("p", { class: "field-check", "data-field": field || "" }, detail);
    (placed.get(holder) || holder).after(note);
    placed.set(holder, note);
  }
  line.textContent = unplaced.length ? t("Before sending: %(detail)s", { detail: unplaced.join(" ") })
    : t("Before sending: see the note beside the field.");
}
