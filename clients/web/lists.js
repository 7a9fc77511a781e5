// Fields of many values: lists (items added and removed by buttons), maps with free keys
// (key/value rows) and maps whose keys the state lists (one row per key: a season and its
// score, a relation and its resonance), named by their path in the body.

import { buildField, idFor } from "./forms.js";
import { resolve } from "./schema.js";
import { el } from "./dom.js";
import { t } from "./i18n.js";
import { fieldLabel } from "./labels.js";
import { choiceKey, countOf } from "./choices.js";

/** @typedef {import("./types.js").Schema} Schema */
/** @typedef {import("./forms.js").Field} Field */
/** @typedef {import("./forms.js").Hints} Hints */
/** @typedef {import("./choices.js").Choice} Choice */

/**
 * A list: items added and removed by buttons; a list of choices (gems, dice faces) gets
 * one "add" button per value, as results come out of the bag.
 * @param {any} doc @param {Schema} schema @param {string} name @param {string} path
 * @param {boolean} required @param {Hints} hints @param {unknown} fallback @returns {Field}
 */
export function arrayField(doc, schema, name, path, required, hints, fallback) {
  const itemSchema = resolve(doc, schema.items);
  const naming = namingField(itemSchema, path, hints);
  const word = (/** @type {unknown} */ value) => hints.names?.get(String(value)) || String(value);
  const list = el("ol", { class: "items", "aria-label": t("%(name)s: items", { name: fieldLabel(name) }) });
  /** @type {Array<{li: HTMLElement, field: Field}>} */
  const items = [];
  const add = (/** @type {unknown} */ initial) => {
    const index = items.length;
    const field = itemSchema.enum
      ? chip(itemSchema.enum, initial, `${path}.${index}`, word, t("%(name)s %(n)s", { name: fieldLabel(name), n: index + 1 }))
      : buildField(doc, { ...itemSchema, default: initial }, `${name} ${index + 1}`, `${path}.${index}`, true,
        naming ? { ...hints, nth: { path: `${path}.${index}.${naming}`, index } } : hints);
    const remove = el("button", { type: "button", class: "remove", "aria-label": t("remove %(name)s %(n)s", { name: fieldLabel(name), n: index + 1 }) }, "×");
    const li = el("li", {}, field.element, remove);
    const entry = { li, field };
    remove.addEventListener("click", () => { items.splice(items.indexOf(entry), 1); li.remove(); });
    items.push(entry);
    list.append(li);
  };
  const buttons = itemSchema.enum
    ? itemSchema.enum.map((v) => addButton(`+ ${word(v)}`, t("add %(value)s to %(name)s", { value: word(v), name: fieldLabel(name) }), () => add(v), `${path}+${v}`))
    : [addButton(t("Add: %(name)s", { name: fieldLabel(name) }), t("add an item to %(name)s", { name: fieldLabel(name) }), () => add(undefined), `${path}+`)];
  if (Array.isArray(fallback)) fallback.forEach((v) => add(v));
  const offered = hints.offered;
  if (offered && !Array.isArray(fallback)) { // as many items as the state asks, for the character chosen
    const key = choiceKey(path, offered.maps);
    const prefill = () => {
      for (const item of items.splice(0)) item.li.remove();
      const wanted = countOf(offered, key);
      for (let i = 0; wanted && i < wanted.min; i += 1) add(undefined);
    };
    prefill();
    if ((offered.counts?.[key] || []).some((c) => c.character_id)) offered.listeners.push(prefill);
  }
  const label = el("span", { class: "list-label" }, fieldLabel(name) + (required ? " *" : ""));
  const box = el("div", { class: "field list", "data-path": path }, label, list, el("div", { class: "adders" }, ...buttons));
  const read = () => (items.length === 0 && !required ? undefined : items.map((i) => i.field.read()));
  return { element: box, read };
}

/**
 * The field that names an item of a list of objects, when the form answers an offer: the
 * first one the offer lists values for (a side's ``member``, a payer's ``character_id``).
 * Items prefilled from the offer take its values in turn, one each.
 * @param {Schema} itemSchema @param {string} path @param {Hints} hints
 * @returns {string | null}
 */
function namingField(itemSchema, path, hints) {
  const offered = hints.offered;
  if (!offered || !itemSchema.properties) return null;
  const prefix = choiceKey(path, offered.maps);
  return Object.keys(itemSchema.properties).find((key) => offered.choices[`${prefix}.${key}`]) || null;
}

/** @param {string} text @param {string} label @param {() => void} onClick @param {string} path @returns {HTMLElement} */
function addButton(text, label, onClick, path) {
  const button = el("button", { type: "button", class: "add", "aria-label": label, "data-add": path }, text);
  button.addEventListener("click", onClick);
  return button;
}

/** @param {unknown[]} values @param {unknown} initial @param {string} path @param {(value: unknown) => string} word @param {string} label @returns {Field} */
function chip(values, initial, path, word, label) {
  const select = /** @type {HTMLSelectElement} */ (el("select", { name: path, "aria-label": label, class: `chip` }));
  for (const value of values) select.append(el("option", { value: JSON.stringify(value) }, word(value)));
  if (initial !== undefined) select.value = JSON.stringify(initial);
  return { element: select, read: () => JSON.parse(select.value) };
}

/**
 * A map (an object with free keys): key/value rows.
 * @param {any} doc @param {Schema} schema @param {string} name @param {string} path
 * @param {boolean} required @param {Hints} hints @returns {Field}
 */
export function mapField(doc, schema, name, path, required, hints) {
  const valueSchema = typeof schema.additionalProperties === "object" ? schema.additionalProperties : {};
  const list = el("ul", { class: "items", "aria-label": t("%(name)s: entries", { name: fieldLabel(name) }) });
  /** @type {Array<{key: HTMLInputElement, field: Field, li: HTMLElement}>} */
  const entries = [];
  const add = () => {
    const index = entries.length;
    const key = /** @type {HTMLInputElement} */ (el("input", { type: "text", name: `${path}.${index}#key`, "aria-label": t("%(name)s: key %(n)s", { name: fieldLabel(name), n: index + 1 }), placeholder: t("key") }));
    const field = buildField(doc, valueSchema, t("%(name)s: value %(n)s", { name: fieldLabel(name), n: index + 1 }), `${path}.${index}#value`, true, hints);
    const li = el("li", {}, key, field.element);
    entries.push({ key, field, li });
    list.append(li);
  };
  const button = addButton(t("Add an entry: %(name)s", { name: fieldLabel(name) }), t("add an entry to %(name)s", { name: fieldLabel(name) }), add, `${path}+`);
  const box = el("div", { class: "field map", "data-path": path }, el("span", { class: "list-label" }, fieldLabel(name) + (required ? " *" : "")), list, button);
  const read = () => {
    const filled = entries.filter((e) => e.key.value.trim() !== "");
    if (filled.length === 0 && !required) return undefined;
    return Object.fromEntries(filled.map((e) => [e.key.value.trim(), e.field.read()]));
  };
  return { element: box, read };
}

/**
 * A map whose keys the offer lists: one row per key, labelled with its name, its value a
 * field of its own (a select when the offer lists the values too). A required map shows
 * every key; an optional one sends only the rows ticked (« Ajuster la fiche »: only what
 * changes).
 * @param {any} doc @param {Schema} schema @param {string} name @param {string} path
 * @param {boolean} required @param {Hints} hints @param {Choice[]} keys
 * @returns {Field}
 */
export function choiceMapField(doc, schema, name, path, required, hints, keys) {
  const offered = /** @type {import("./choices.js").Offered} */ (hints.offered);
  offered.maps = offered.maps || new Set();
  offered.maps.add(choiceKey(path, offered.maps));
  const valueSchema = typeof schema.additionalProperties === "object" ? schema.additionalProperties : {};
  const box = el("fieldset", { class: "field map keyed", "data-path": path }, el("legend", {}, fieldLabel(name) + (required ? " *" : "")));
  const rows = el("div", { class: "keyed-rows" });
  const total = el("small", { class: "hint total", "aria-live": "polite" });
  /** @type {Array<{key: Choice["value"], field: Field, include: HTMLInputElement | null}>} */
  let entries = [];
  const sum = () => {
    const values = entries.filter((e) => !e.include || e.include.checked).map((e) => e.field.read());
    total.textContent = values.length > 1 && values.every((v) => typeof v === "number")
      ? t("Total: %(total)s", { total: values.reduce((a, b) => Number(a) + Number(b), 0) }) : "";
  };
  const fill = () => {
    const character = offered.character();
    const mine = keys.filter((k) => !k.character_id || k.character_id === character);
    entries = mine.map((key) => {
      const field = buildField(doc, valueSchema, key.label, `${path}.${key.value}`, true, hints);
      const include = required ? null : /** @type {HTMLInputElement} */ (el("input", { type: "checkbox", id: idFor(`${path}.${key.value}#include`), name: `${path}.${key.value}#include` }));
      return { key: key.value, field, include };
    });
    rows.replaceChildren(...entries.map((entry, index) => {
      if (!entry.include) return entry.field.element;
      const include = entry.include;
      const label = el("label", { for: include.id, class: "check" }, include, " " + t("change: %(name)s", { name: mine[index].label }));
      entry.field.element.hidden = true;
      include.addEventListener("change", () => { entry.field.element.hidden = !include.checked; sum(); });
      return el("div", { class: "keyed-row" }, label, entry.field.element);
    }));
    if (!entries.length) rows.append(el("span", { class: "none" }, t("none")));
    sum();
  };
  fill();
  offered.listeners.push(fill);
  box.addEventListener("change", sum);
  box.append(rows, total);
  const read = () => {
    const chosen = entries.filter((e) => !e.include || e.include.checked);
    if (!chosen.length && !required) return undefined;
    return Object.fromEntries(chosen.map((e) => [String(e.key), e.field.read()]));
  };
  return { element: box, read };
}
