// Forms generated from JSON Schemas of the OpenAPI document: enums become choices, arrays
// editable lists, nested objects fieldsets, maps key/value rows, defaults are pre-filled.
// Every input is named by its path in the body ("helpers.0.mode"), so a label, a test or
// a screen reader finds it; reading a form gives the JSON body to send.

import { resolve } from "./schema.js";
import { el } from "./dom.js";
import { t } from "./i18n.js";
import { described, fieldLabel, roleWord } from "./labels.js";
import { choiceKey, characterSelect, offeredField, offeredList } from "./choices.js";

/** @typedef {import("./types.js").Schema} Schema */
/**
 * A generated field: its element, and how to read its value (undefined: leave it out, so
 * the server's default applies).
 * @typedef {{element: HTMLElement, read: () => unknown}} Field
 */
/**
 * What a form knows about the table, to offer choices for ids.
 * @typedef {object} Hints
 * @property {Array<{seat_id: string, name: string, role: string}>} [seats]
 * @property {string[]} [characters]
 * @property {Set<string>} [hidden] property names not to show (physical results when the
 *   game's randomness is "server")
 * @property {import("./choices.js").Offered} [offered] what the server offers for this
 *   command (its character ids and each field's choices), when the form answers an offer
 * @property {import("./labels.js").Names} [names] seat and character names by id
 */

let counter = 0;

/** @param {string} path @returns {string} a unique element id for a path */
function idFor(path) {
  counter += 1;
  return `f-${path.replace(/[^a-zA-Z0-9_-]/g, "-")}-${counter}`;
}

/**
 * The non-null variants of an anyOf/oneOf, and whether null is allowed.
 * @param {any} doc @param {Schema} schema
 * @returns {{variants: Schema[], nullable: boolean}}
 */
function variantsOf(doc, schema) {
  const list = (schema.anyOf || schema.oneOf || []).map((s) => resolve(doc, s));
  const variants = list.filter((s) => s.type !== "null");
  return { variants, nullable: variants.length < list.length };
}

/**
 * One field for a schema.
 * @param {any} doc
 * @param {Schema} raw
 * @param {string} name the property name (the label)
 * @param {string} path the field's path in the body
 * @param {boolean} required
 * @param {Hints} hints
 * @returns {Field}
 */
export function buildField(doc, raw, name, path, required, hints) {
  const schema = resolve(doc, raw);
  const fallback = raw.default !== undefined ? raw.default : schema.default;
  const about = raw.description || schema.description;
  const offered = hints.offered;
  const wrap = (/** @type {HTMLElement} */ control) => row(name, control, required, about);
  if (offered && offered.characterField === path && offered.characterIds) {
    return characterSelect(offered, hints.names, path, wrap);
  }
  const choices = offered?.choices[choiceKey(path)];
  if (offered && choices && !isList(doc, schema)) return offeredField(offered, choices, path, required, wrap);
  if (schema.anyOf || schema.oneOf) {
    const { variants, nullable } = variantsOf(doc, schema);
    if (variants.length === 1) {
      const inner = { ...variants[0], default: fallback === null ? undefined : fallback };
      return buildField(doc, inner, name, path, required && !nullable, hints);
    }
    return choiceField(doc, variants, name, path, required, hints);
  }
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== "null") : schema.type;
  if (schema.enum) return enumField(schema.enum, name, path, required, fallback, about);
  if (type === "boolean") return booleanField(name, path, fallback === true, about);
  if (type === "integer" || type === "number") return numberField(name, path, required, fallback, type, about);
  if (type === "string") return stringField(name, path, required, fallback, hints, about);
  if (type === "array") {
    const listed = offered?.choices[choiceKey(`${path}.0`)];
    if (offered && listed) return offeredList(offered, listed, fieldLabel(name), path, required);
    return arrayField(doc, schema, name, path, required, hints, fallback);
  }
  if (type === "object" && schema.properties) return objectField(doc, schema, name, path, required, hints);
  if (type === "object") return mapField(doc, schema, name, path, required, hints);
  return jsonField(name, path, required, fallback);
}

/** @param {any} doc @param {Schema} schema @returns {boolean} an array, maybe nullable */
function isList(doc, schema) {
  const { variants } = schema.anyOf || schema.oneOf ? variantsOf(doc, schema) : { variants: [schema] };
  return variants.some((v) => v.type === "array" || (Array.isArray(v.type) && v.type.includes("array")));
}

/**
 * A label, a control and the field's description (its hint) in one row.
 * @param {string} name @param {HTMLElement} control @param {boolean} required
 * @param {string} [description]
 * @returns {HTMLElement}
 */
function row(name, control, required, description) {
  const label = el("label", { for: control.id }, fieldLabel(name) + (required ? " *" : ""));
  if (!description) return el("div", { class: "field" }, label, control);
  const hintId = `${control.id || idFor(name)}-hint`;
  control.setAttribute("aria-describedby", hintId);
  const hint = el("small", { class: "hint", id: hintId }, described(description));
  return el("div", { class: "field" }, label, control, hint);
}

/** @param {unknown[]} values @param {string} name @param {string} path @param {boolean} required @param {unknown} fallback @param {string} [about] @returns {Field} */
function enumField(values, name, path, required, fallback, about) {
  if (values.length === 1 && name === "type") {
    return { element: el("span"), read: () => values[0] };
  }
  const select = /** @type {HTMLSelectElement} */ (el("select", { id: idFor(path), name: path }));
  if (!required) select.append(el("option", { value: "" }, t("— default —")));
  for (const value of values) select.append(el("option", { value: JSON.stringify(value) }, String(value)));
  if (fallback !== undefined && fallback !== null) select.value = JSON.stringify(fallback);
  return { element: row(name, select, required, about), read: () => (select.value === "" ? undefined : JSON.parse(select.value)) };
}

/** @param {string} name @param {string} path @param {boolean} checked @param {string} [about] @returns {Field} */
function booleanField(name, path, checked, about) {
  const input = /** @type {HTMLInputElement} */ (el("input", { type: "checkbox", id: idFor(path), name: path }));
  input.checked = checked;
  return { element: row(name, input, false, about), read: () => input.checked };
}

/** @param {string} name @param {string} path @param {boolean} required @param {unknown} fallback @param {string} type @param {string} [about] @returns {Field} */
function numberField(name, path, required, fallback, type, about) {
  const input = /** @type {HTMLInputElement} */ (el("input", {
    type: "number", id: idFor(path), name: path, step: type === "integer" ? "1" : "any", inputmode: "numeric",
  }));
  if (typeof fallback === "number") input.value = String(fallback);
  return { element: row(name, input, required, about), read: () => (input.value === "" ? undefined : Number(input.value)) };
}

/** @param {string} name @param {string} path @param {boolean} required @param {unknown} fallback @param {Hints} hints @param {string} [about] @returns {Field} */
function stringField(name, path, required, fallback, hints, about) {
  const seatField = /(^|_)player_id$/.test(name) && (hints.seats || []).length > 0;
  if (seatField) {
    const players = (hints.seats || []).filter((s) => s.role !== "observer");
    const select = /** @type {HTMLSelectElement} */ (el("select", { id: idFor(path), name: path }));
    if (!required) select.append(el("option", { value: "" }, t("— default —")));
    for (const seat of players) select.append(el("option", { value: seat.seat_id }, `${seat.name} (${roleWord(seat.role)})`));
    return { element: row(name, select, required, about), read: () => (select.value === "" ? undefined : select.value) };
  }
  const input = /** @type {HTMLInputElement} */ (el("input", { type: "text", id: idFor(path), name: path, autocomplete: "off" }));
  if (name.endsWith("_id") || name === "id") input.setAttribute("list", "character-ids");
  if (typeof fallback === "string") input.value = fallback;
  return { element: row(name, input, required, about), read: () => (input.value === "" ? undefined : input.value) };
}

/** @param {string} name @param {string} path @param {boolean} required @param {unknown} fallback @returns {Field} */
function jsonField(name, path, required, fallback) {
  const area = /** @type {HTMLTextAreaElement} */ (el("textarea", { id: idFor(path), name: path, rows: "2", placeholder: "JSON" }));
  if (fallback !== undefined) area.value = JSON.stringify(fallback);
  return { element: row(name, area, required), read: () => (area.value.trim() === "" ? undefined : JSON.parse(area.value)) };
}

/**
 * A fieldset of an object's properties.
 * @param {any} doc @param {Schema} schema @param {string} name @param {string} path
 * @param {boolean} required @param {Hints} hints @returns {Field}
 */
export function objectField(doc, schema, name, path, required, hints) {
  const needed = new Set(schema.required || []);
  const fields = Object.entries(schema.properties || {})
    .filter(([key]) => !(hints.hidden || new Set()).has(key))
    .map(([key, sub]) => /** @type {[string, Field]} */ ([key, buildField(doc, sub, key, path ? `${path}.${key}` : key, needed.has(key), hints)]));
  const box = el("fieldset", { class: "object", "data-path": path || "(body)" });
  const inner = el("div", { class: "properties" });
  for (const [, field] of fields) inner.append(field.element);
  // An optional nested object is sent only when asked for (else the server's default).
  const include = name && !required
    ? /** @type {HTMLInputElement} */ (el("input", { type: "checkbox", id: idFor(`${path}#include`), name: `${path}#include` }))
    : null;
  if (name) {
    const legend = fieldLabel(name);
    box.append(el("legend", {}, include ? el("label", { for: include.id }, include, ` ${legend}`) : legend));
  }
  if (include) {
    inner.hidden = true;
    include.addEventListener("change", () => { inner.hidden = !include.checked; });
  }
  box.append(inner);
  const read = () => {
    if (include && !include.checked) return undefined;
    /** @type {Record<string, unknown>} */
    const value = {};
    for (const [key, field] of fields) {
      const item = field.read();
      if (item !== undefined) value[key] = item;
    }
    return value;
  };
  return { element: box, read };
}

/**
 * A choice between several shapes (anyOf / oneOf of non-null variants).
 * @param {any} doc @param {Schema[]} variants @param {string} name @param {string} path
 * @param {boolean} required @param {Hints} hints @returns {Field}
 */
function choiceField(doc, variants, name, path, required, hints) {
  const select = /** @type {HTMLSelectElement} */ (el("select", { id: idFor(path), name: `${path}#variant` }));
  if (!required) select.append(el("option", { value: "" }, t("— default —")));
  variants.forEach((v, i) => select.append(el("option", { value: String(i) }, v.title || (v.enum ? v.enum.join(" | ") : String(v.type || t("choice %(n)s", { n: i + 1 }))))));
  const slot = el("div", { class: "variant" });
  /** @type {Field | null} */
  let current = null;
  const show = () => {
    slot.replaceChildren();
    current = select.value === "" ? null : buildField(doc, variants[Number(select.value)], name, path, true, hints);
    if (current) slot.append(current.element);
  };
  select.addEventListener("change", show);
  show();
  const box = el("div", { class: "choice" }, row(t("%(field)s (kind)", { field: fieldLabel(name) }), select, required), slot);
  return { element: box, read: () => (current ? current.read() : undefined) };
}

/**
 * A list: items added and removed by buttons; a list of choices (gems, dice faces) gets
 * one "add" button per value, as results come out of the bag.
 * @param {any} doc @param {Schema} schema @param {string} name @param {string} path
 * @param {boolean} required @param {Hints} hints @param {unknown} fallback @returns {Field}
 */
function arrayField(doc, schema, name, path, required, hints, fallback) {
  const itemSchema = resolve(doc, schema.items);
  const list = el("ol", { class: "items", "aria-label": t("%(name)s: items", { name: fieldLabel(name) }) });
  /** @type {Array<{li: HTMLElement, field: Field}>} */
  const items = [];
  const add = (/** @type {unknown} */ initial) => {
    const index = items.length;
    const field = itemSchema.enum
      ? chip(itemSchema.enum, initial, `${path}.${index}`)
      : buildField(doc, { ...itemSchema, default: initial }, `${name} ${index + 1}`, `${path}.${index}`, true, hints);
    const remove = el("button", { type: "button", class: "remove", "aria-label": t("remove %(name)s %(n)s", { name: fieldLabel(name), n: index + 1 }) }, "×");
    const li = el("li", {}, field.element, remove);
    const entry = { li, field };
    remove.addEventListener("click", () => { items.splice(items.indexOf(entry), 1); li.remove(); });
    items.push(entry);
    list.append(li);
  };
  const buttons = itemSchema.enum
    ? itemSchema.enum.map((v) => addButton(`+ ${v}`, t("add %(value)s to %(name)s", { value: String(v), name: fieldLabel(name) }), () => add(v), `${path}+${v}`))
    : [addButton(t("Add: %(name)s", { name: fieldLabel(name) }), t("add an item to %(name)s", { name: fieldLabel(name) }), () => add(undefined), `${path}+`)];
  if (Array.isArray(fallback)) fallback.forEach((v) => add(v));
  const label = el("span", { class: "list-label" }, fieldLabel(name) + (required ? " *" : ""));
  const box = el("div", { class: "field list", "data-path": path }, label, list, el("div", { class: "adders" }, ...buttons));
  const read = () => (items.length === 0 && !required ? undefined : items.map((i) => i.field.read()));
  return { element: box, read };
}

/** @param {string} text @param {string} label @param {() => void} onClick @param {string} path @returns {HTMLElement} */
function addButton(text, label, onClick, path) {
  const button = el("button", { type: "button", class: "add", "aria-label": label, "data-add": path }, text);
  button.addEventListener("click", onClick);
  return button;
}

/** @param {unknown[]} values @param {unknown} initial @param {string} path @returns {Field} */
function chip(values, initial, path) {
  const select = /** @type {HTMLSelectElement} */ (el("select", { name: path, "aria-label": path, class: `chip` }));
  for (const value of values) select.append(el("option", { value: JSON.stringify(value) }, String(value)));
  if (initial !== undefined) select.value = JSON.stringify(initial);
  return { element: select, read: () => JSON.parse(select.value) };
}

/**
 * A map (an object with free keys): key/value rows.
 * @param {any} doc @param {Schema} schema @param {string} name @param {string} path
 * @param {boolean} required @param {Hints} hints @returns {Field}
 */
function mapField(doc, schema, name, path, required, hints) {
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
