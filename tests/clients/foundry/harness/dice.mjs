// Foundry's Roll as a chat message holds and draws it, for the harness.
// - Reading (`Roll.fromData`, v12 `client/dice/roll.mjs`, v13 the same file): the terms are
//   rebuilt by class name from `CONFIG.Dice.termTypes` (Die, FateDie, NumericTerm,
//   OperatorTerm here); the total is the stored `total`; the formula shown is rebuilt from
//   the terms (`Roll.getFormula`: each term's expression, operators spaced).
// - Checking (`BaseChatMessage#rolls`, a JSONField validated by `#validateRoll`): a roll
//   that is not evaluated is refused with "Roll objects added to ChatMessage documents must
//   be evaluated".
// - Drawing (`Roll#render` with `templates/dice/roll.html` and `tooltip.html`): the formula
//   in `.dice-formula`, the total in `.dice-total`, and a `.dice-tooltip` with one part per
//   dice term (its expression, its total, each result in an `li.roll` with the die's
//   classes: `d<faces>`, `discarded`, `success`, `failure`, `min`, `max`). A private
//   render (`isPrivate`) shows `???`, `?` and no tooltip.
import { escape } from "./html.mjs";

const DICE = new Set(["Die", "FateDie"]);
const TERMS = new Set([...DICE, "NumericTerm", "OperatorTerm"]);

function expression(term) {
  if (term.class === "OperatorTerm") return term.operator;
  if (term.class === "NumericTerm") return String(term.number);
  const denomination = term.class === "FateDie" ? "f" : String(term.faces);
  return `${term.number}d${denomination}${(term.modifiers ?? []).join("")}`;
}

function termTotal(term) {
  return (term.results ?? []).reduce((sum, r) => (r.active === false ? sum : sum + (r.count ?? r.result)), 0);
}

function resultClasses(term, result) {
  const faces = term.class === "FateDie" ? "df" : `d${term.faces}`;
  return [faces, result.discarded ? "discarded" : null, result.success ? "success" : null,
    result.failure ? "failure" : null, result.result === 1 && term.class === "Die" ? "min" : null,
    result.result === term.faces && term.class === "Die" ? "max" : null].filter(Boolean).join(" ");
}

/** `Roll.fromData(data)` after `#validateRoll`: throws as Foundry does on bad data. */
export function rollFromData(data) {
  const roll = typeof data === "string" ? JSON.parse(data) : data;
  if (!roll?.evaluated) throw new Error("Roll objects added to ChatMessage documents must be evaluated");
  if (roll.class !== "Roll" || !Array.isArray(roll.terms)) throw new Error(`Unable to recreate Roll instance from provided data`);
  for (const term of roll.terms) {
    if (!TERMS.has(term.class)) throw new Error(`Unable to recreate ${term.class} instance from provided data`);
    if (DICE.has(term.class) && (!Number.isInteger(term.number) || !Array.isArray(term.results))) {
      throw new Error(`Unable to recreate ${term.class} instance from provided data`);
    }
  }
  const dice = roll.terms.filter((t) => DICE.has(t.class));
  return {
    data: roll,
    dice,
    formula: roll.terms.map(expression).join(" "),
    total: roll.total,
    render({ isPrivate = false } = {}) {
      if (isPrivate) {
        return `<div class="dice-roll"><div class="dice-result"><div class="dice-formula">???</div><h4 class="dice-total">?</h4></div></div>`;
      }
      const parts = dice.map((term) => `<section class="tooltip-part"><div class="dice"><header class="part-header flexrow"><span class="part-formula">${escape(expression(term))}</span><span class="part-total">${termTotal(term)}</span></header><ol class="dice-rolls">${term.results.map((r) => `<li class="roll ${resultClasses(term, r)}">${r.result}</li>`).join("")}</ol></div></section>`).join("");
      return `<div class="dice-roll"><div class="dice-result"><div class="dice-formula">${escape(this.formula)}</div><div class="dice-tooltip">${parts}</div><h4 class="dice-total">${escape(String(this.total))}</h4></div></div>`;
    },
  };
}

/** A `[[formula]]` an inline roll evaluated at once (what `_preCreate` leaves in content). */
export function inlineRollResult(formula) {
  return `<a class="inline-roll inline-result" data-tooltip="${escape(formula)}"><i class="fas fa-dice-d20"></i>${Math.floor(formula.length % 20) + 1}</a>`;
}
