// Fields of a form that answers an offer from the server (GET .../available): selects of
// the values the state allows, labelled with names, prefilled with the first one; a
// value valid only for one character shows only while that character is chosen.

import { el } from "./dom.js";
import { t } from "./i18n.js";

/**
 * @typedef {{value: string | number | boolean, label: string, character_id?: string}} Choice
 * @typedef {{element: HTMLElement, read: () => unknown}} Field
 */

/**
 * What the server offers for one command, as a form reads it.
 * @typedef {object} Offered
 * @property {string} type
 * @property {string | null} characterField the command's field naming the character, if any
 * @property {string[] | null} characterIds the characters this seat may send it for
 * @property {Record<string, Choice[]>} choices field path (no list indexes) -> choices
 * @property {() => string | null} character the character chosen now
 * @property {string[]} [awaitedIds] the characters the table waits on for this command
 * @property {Array<() => void>} listeners called when the chosen character changes
 * @property {Map<string, () => string | null>} [items] list item path ("helpers.0") -> the
 *   character that item names, so the item's other fields offer that character's values
 * @property {Record<string, Array<{min: number, max: number, character_id?: string}>>} [counts]
 *   list field -> how many elements it takes now
 * @property {Map<string, string>} [names] seat and character names by id (the gm's
 *   seat said as « MJ »)
 * @property {Set<string>} [maps] the choice keys of the map fields shown ("seasons"), so
 *   an entry's path ("seasons.winter") reads as its choice key ("seasons.*")
 */

let counter = 0;

/** @param {string} path @returns {string} */
function idFor(path) {
  counter += 1;
  return `c-${path.replace(/[^a-zA-Z0-9_-]/g, "-")}-${counter}`;
}

/**
 * The key of a field in the offer's choices: its path without list indexes, a map
 * entry's key read as "*".
 * @param {string} path "helpers.0.mode", "seasons.winter"
 * @param {Set<string>} [maps] the choice keys of the maps on the form
 * @param {Record<string, unknown>} [choices] the offer's choices (a key with values of its own keeps its name)
 * @returns {string} "helpers.mode", "seasons.*"
 */
export function choiceKey(path, maps, choices) {
  /** @type {string[]} */
  const parts = [];
  for (const part of path.split(".")) {
    if (/^\d+$/.test(part)) continue;
    const entry = maps?.has(parts.join(".")) && parts.length;
    const own = [...parts, part].join("."); // a key's own values ("domain_modifiers.passion")
    parts.push(entry && !choices?.[own] ? "*" : part);
  }
  return parts.join(".");
}

/**
 * How many elements a list field takes now (for the character chosen), if the state fixes it.
 * @param {Offered} offered @param {string} key the field's choice key
 * @returns {{min: number, max: number} | null}
 */
export function countOf(offered, key) {
  const character = offered.character();
  const found = (offered.counts?.[key] || []).filter((c) => !c.character_id || c.character_id === character);
  return found[0] || null;
}

/**
 * The list item a field belongs to ("helpers.0" for "helpers.0.talent"), if any.
 * @param {string} path @returns {string | null}
 */
function itemOf(path) {
  const prefix = path.slice(0, path.lastIndexOf("."));
  return /\.\d+$/.test(prefix) || /^\d+$/.test(prefix) ? prefix : null;
}

/**
 * The choices valid for the character chosen now: the one the field's list item names
 * (a helper's own talents), else (and for the item's character itself: the helpers of
 * this leader) the one the command is sent for.
 * @param {Offered} offered @param {Choice[]} choices @param {string} [path]
 * @returns {Choice[]}
 */
function forCharacter(offered, choices, path) {
  const item = path ? itemOf(path) : null;
  const own = item ? offered.items?.get(item) : undefined;
  const character = own && !path?.endsWith(".character_id") ? own() : offered.character();
  return choices.filter((c) => !c.character_id || c.character_id === character);
}

/**
 * The character (or side) a form preselects: the one the table waits for, else the only
 * one; none when the seat (the gm acting for sides or npcs) has several to choose from.
 * @param {string[]} ids the offered ones @param {string[]} awaited the awaited ones
 * @returns {string | null}
 */
export function preferredCharacter(ids, awaited) {
  const waited = ids.find((id) => awaited.includes(id));
  if (waited !== undefined) return waited;
  return ids.length === 1 ? ids[0] : null;
}

/**
 * The character a command is sent for: a select of the offered characters, by name.
 * @param {Offered} offered
 * @param {Map<string, string> | undefined} names
 * @param {string} path
 * @param {(control: HTMLElement) => HTMLElement} wrap the labelled row
 * @returns {Field}
 */
export function characterSelect(offered, names, path, wrap) {
  const select = /** @type {HTMLSelectElement} */ (el("select", { id: idFor(path), name: path, "data-character-field": "" }));
  const ids = offered.characterIds || [];
  const chosen = preferredCharacter(ids, offered.awaitedIds || []);
  if (chosen === null) select.append(el("option", { value: "" }, t("— choose —")));
  for (const id of ids) select.append(el("option", { value: id }, names?.get(id) || id));
  select.value = chosen ?? "";
  offered.character = () => select.value || null;
  select.addEventListener("change", () => offered.listeners.forEach((listener) => listener()));
  return { element: wrap(select), read: () => select.value || undefined };
}

/**
 * One value among the offered ones (prefilled with the first; "none" first when optional).
 * @param {Offered} offered
 * @param {Choice[]} choices
 * @param {string} path
 * @param {boolean} required
 * @param {(control: HTMLElement) => HTMLElement} wrap
 * @param {number} [rank] which value to prefill (a list's items take them in turn)
 * @param {unknown} [fallback] the field's default: prefilled when offered (else « none »)
 * @returns {Field}
 */
export function offeredField(offered, choices, path, required, wrap, rank = 0, fallback = undefined) {
  const select = /** @type {HTMLSelectElement} */ (el("select", { id: idFor(path), name: path }));
  /** @type {Map<string, Choice["value"]>} option value (the value as text) -> the value */
  const values = new Map();
  const fill = () => {
    const kept = select.value;
    select.replaceChildren();
    values.clear();
    if (!required) select.append(el("option", { value: "" }, t("— none —")));
    for (const c of forCharacter(offered, choices, path)) {
      values.set(String(c.value), c.value);
      select.append(el("option", { value: String(c.value) }, offered.names?.get(String(c.value)) || c.label));
    }
    if (values.has(kept)) select.value = kept;
    else if (required && select.options.length) select.selectedIndex = Math.min(rank, select.options.length - 1);
    else if (values.has(String(fallback))) select.value = String(fallback);
  };
  fill();
  offered.listeners.push(fill);
  const item = itemOf(path);
  if (item && path.endsWith(".character_id")) {
    offered.items = offered.items || new Map();
    offered.items.set(item, () => select.value || null);
    select.addEventListener("change", () => offered.listeners.forEach((listener) => listener()));
  }
  return { element: wrap(select), read: () => values.get(select.value) };
}

/**
 * A list of offered values: one checkbox per value (a value the state holds twice shows
 * twice), the first ones checked when the state says how many it takes.
 * @param {Offered} offered
 * @param {Choice[]} choices
 * @param {string} label the field's label
 * @param {string} path
 * @param {boolean} required
 * @returns {Field}
 */
export function offeredList(offered, choices, label, path, required) {
  const wanted = countOf(offered, choiceKey(path, offered.maps));
  if (wanted && wanted.max > forCharacter(offered, choices).length) return repeatedList(offered, choices, label, path, required);
  const group = el("div", { class: "checks" });
  const note = el("small", { class: "hint count" });
  /** @type {Array<{input: HTMLInputElement, value: Choice["value"]}>} */
  let boxes = [];
  const limit = () => {
    const count = countOf(offered, choiceKey(path, offered.maps));
    const checked = boxes.filter((b) => b.input.checked).length;
    for (const b of boxes) b.input.disabled = !b.input.checked && count !== null && checked >= count.max;
  };
  const fill = () => {
    const count = countOf(offered, choiceKey(path, offered.maps));
    boxes = forCharacter(offered, choices).map((choice, index) => {
      const input = /** @type {HTMLInputElement} */ (el("input", { type: "checkbox", id: idFor(`${path}-${index}`), name: path, value: String(choice.value), "data-value": JSON.stringify(choice.value) }));
      input.checked = count !== null && index < count.min;
      input.addEventListener("change", limit);
      return { input, value: choice.value };
    });
    group.replaceChildren(...boxes.map((b, index) => el("label", { for: b.input.id, class: "check" }, b.input, " " + forCharacter(offered, choices)[index].label)));
    if (!boxes.length) group.append(el("span", { class: "none" }, t("nothing to choose now")));
    note.textContent = count === null ? "" : count.min === count.max
      ? t("choose %(n)s", { n: count.min }) : t("choose %(min)s to %(max)s", { min: count.min, max: count.max });
    limit();
  };
  fill();
  offered.listeners.push(fill);
  const box = el("fieldset", { class: "field list checks-field", "data-path": path },
    el("legend", {}, label + (required ? " *" : "")), group, note);
  const read = () => {
    const values = boxes.filter((b) => b.input.checked).map((b) => b.value);
    return values.length === 0 && !required ? undefined : values;
  };
  return { element: box, read };
}

/**
 * A list whose offered values may come back more than once (a gem per quadrant, five
 * quadrants for four values): one "+ label" button per value, each item removable.
 * @param {Offered} offered @param {Choice[]} choices @param {string} label @param {string} path
 * @param {boolean} required @returns {Field}
 */
function repeatedList(offered, choices, label, path, required) {
  const list = el("ol", { class: "items", "aria-label": t("%(name)s: chosen", { name: label }) });
  /** @type {unknown[]} */
  const values = [];
  const add = (/** @type {Choice} */ choice) => {
    values.push(choice.value);
    const remove = el("button", { type: "button", class: "remove", "aria-label": t("remove %(name)s", { name: choice.label }) }, "×");
    const li = el("li", { "data-value": JSON.stringify(choice.value) }, choice.label, " ", remove);
    remove.addEventListener("click", () => { values.splice([...list.children].indexOf(li), 1); li.remove(); });
    list.append(li);
  };
  const mine = forCharacter(offered, choices);
  const adders = el("div", { class: "adders" }, ...mine.map((choice) => {
    const button = el("button", { type: "button", class: "add", "data-add": `${path}+${choice.value}`, "aria-label": t("add %(value)s to %(name)s", { value: choice.label, name: label }) }, `+ ${choice.label}`);
    button.addEventListener("click", () => add(choice));
    return button;
  }));
  const note = el("small", { class: "hint count" });
  const count = countOf(offered, choiceKey(path, offered.maps));
  for (let i = 0; count && mine.length && i < count.min; i += 1) add(mine[i % mine.length]); // prefilled
  if (count) note.textContent = count.min === count.max ? t("choose %(n)s", { n: count.min }) : t("choose %(min)s to %(max)s", { min: count.min, max: count.max });
  const box = el("div", { class: "field list", "data-path": path },
    el("span", { class: "list-label" }, label + (required ? " *" : "")), list, adders, note);
  return { element: box, read: () => (values.length === 0 && !required ? undefined : [...values]) };
}
