// Forms generated from JSON Schemas of the OpenAPI document: enums become choices, arrays
// editable lists, nested objects fieldsets, maps key/value rows, defaults are pre-filled.
// Every input is named by its path in the body ("helpers.0.mode"), so a label, a test or
// a screen reader finds it; reading a form gives the JSON body to send.

import { resolve } from "./schema.js";
import { el } from "./dom.js";
import { helpText, t } from "./i18n.js";
import { described, fieldLabel, seatWithRole } from "./labels.js";
import { choiceKey, characterSelect, offeredField, offeredList } from "./choices.js";
import { arrayField, choiceMapField, mapField } from "./lists.js";
import { referenceSelect, referredList } from "./references.js";

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
 * @property {(field: string, value: unknown) => string | undefined} [words] how a value of
 *   an enum reads (the lobby's options: « Français », « tirages du serveur »)
 * @property {Record<string, unknown>} [defaults] field -> the value to prefill instead of
 *   the schema's default (the game's language: the interface's)
 * @property {{path: string, index: number}} [nth] the field naming a list's item at that
 *   index: prefilled with the offer's value of that rank (each item a different one)
 */

let counter = 0;

/** @param {string} path @returns {string} a unique element id for a path */
export function idFor(path) {
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
  const about = helpText(raw.description || schema.description);
  const offered = hints.offered;
  const wrap = (/** @type {HTMLElement} */ control) => row(name, control, required, about);
  if (offered && offered.characterField === path && offered.characterIds) {
    return characterSelect(offered, hints.names, path, wrap);
  }
  if (schema.anyOf || schema.oneOf) {
    const { variants, nullable } = variantsOf(doc, schema);
    if (variants.length === 1) {
      const inner = { ...variants[0], default: fallback === null ? undefined : fallback };
      return buildField(doc, inner, name, path, required && !nullable, hints);
    }
    const choices = offered?.choices[choiceKey(path, offered.maps, offered.choices)];
    if (offered && choices) return offeredField(offered, choices, path, required, wrap, rankOf(hints, path), fallback);
    return choiceField(doc, variants, name, path, required, hints);
  }
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== "null") : schema.type;
  const choices = offered?.choices[choiceKey(path, offered.maps, offered.choices)];
  if (offered && choices) {
    if (type === "object" && !schema.properties) return choiceMapField(doc, schema, name, path, required, hints, choices);
    const item = type === "array" ? resolve(doc, schema.items) : null;
    if (item && (item.type === "object" || item.properties)) return arrayField(doc, schema, name, path, required, hints, fallback);
    if (item) return offeredList(offered, choices, fieldLabel(name), path, required);
    if (type !== "object") return offeredField(offered, choices, path, required, wrap, rankOf(hints, path), fallback);
  }
  if (schema.enum) {
    const prefill = hints.defaults && name in hints.defaults ? hints.defaults[name] : fallback;
    return enumField(schema.enum, name, path, required, prefill, about, (value) => hints.words?.(name, value) ?? hints.names?.get(String(value)) ?? String(value));
  }
  if (type === "boolean") return booleanField(name, path, required || fallback !== undefined, fallback === true, about);
  if (type === "integer" || type === "number") return numberField(name, path, required, fallback, type, about, schema);
  if (type === "string") return stringField(name, path, required, fallback, hints, about);
  if (type === "array") return arrayField(doc, schema, name, path, required, hints, fallback);
  if (type === "object" && schema.properties) return objectField(doc, schema, name, path, required, hints);
  if (type === "object") return mapField(doc, schema, name, path, required, hints);
  return jsonField(name, path, required, fallback);
}

/** @param {Hints} hints @param {string} path @returns {number} the rank of the value to prefill */
function rankOf(hints, path) {
  return hints.nth && hints.nth.path === path ? hints.nth.index : 0;
}

/**
 * A label, a control and the field's description (its hint) in one row.
 * @param {string} name @param {HTMLElement} control @param {boolean} required
 * @param {string} [description]
 * @returns {HTMLElement}
 */
export function row(name, control, required, description) {
  const label = el("label", { for: control.id }, fieldLabel(name) + (required ? " *" : ""));
  if (!description) return el("div", { class: "field" }, label, control);
  const hintId = `${control.id || idFor(name)}-hint`;
  control.setAttribute("aria-describedby", hintId);
  const hint = el("small", { class: "hint", id: hintId }, described(description));
  return el("div", { class: "field" }, label, control, hint);
}

/** @param {unknown[]} values @param {string} name @param {string} path @param {boolean} required @param {unknown} fallback @param {string | undefined} about @param {(value: unknown) => string} word @returns {Field} */
function enumField(values, name, path, required, fallback, about, word) {
  if (values.length === 1 && name === "type") {
    return { element: el("span"), read: () => values[0] };
  }
  const select = /** @type {HTMLSelectElement} */ (el("select", { id: idFor(path), name: path }));
  if (!required) select.append(el("option", { value: "" }, t("— default —")));
  for (const value of values) select.append(el("option", { value: JSON.stringify(value) }, word(value)));
  if (fallback !== undefined && fallback !== null) select.value = JSON.stringify(fallback);
  return { element: row(name, select, required, about), read: () => (select.value === "" ? undefined : JSON.parse(select.value)) };
}

/**
 * A yes/no field: a checkbox when it has a value, else a choice of « unchanged », yes, no
 * (an optional flag is sent only when chosen).
 * @param {string} name @param {string} path @param {boolean} valued @param {boolean} checked @param {string} [about] @returns {Field}
 */
function booleanField(name, path, valued, checked, about) {
  if (!valued) {
    const select = /** @type {HTMLSelectElement} */ (el("select", { id: idFor(path), name: path },
      el("option", { value: "" }, t("— unchanged —")), el("option", { value: "true" }, t("yes")), el("option", { value: "false" }, t("no"))));
    return { element: row(name, select, false, about), read: () => (select.value === "" ? undefined : select.value === "true") };
  }
  const input = /** @type {HTMLInputElement} */ (el("input", { type: "checkbox", id: idFor(path), name: path }));
  input.checked = checked;
  return { element: row(name, input, false, about), read: () => input.checked };
}

/** @param {string} name @param {string} path @param {boolean} required @param {unknown} fallback @param {string} type @param {string | undefined} about @param {Schema} schema @returns {Field} */
function numberField(name, path, required, fallback, type, about, schema) {
  const input = /** @type {HTMLInputElement} */ (el("input", {
    type: "number", id: idFor(path), name: path, step: type === "integer" ? "1" : "any", inputmode: "numeric",
  }));
  if (typeof schema.minimum === "number") input.min = String(schema.minimum);
  if (typeof schema.maximum === "number") input.max = String(schema.maximum);
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
    for (const seat of players) select.append(el("option", { value: seat.seat_id }, seatWithRole(hints.names?.get(seat.seat_id) || seat.name, seat.role)));
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
  /** @type {HTMLElement | null} */
  let box = null;
  const siblings = Object.fromEntries(Object.entries(schema.properties || {}).map(([key, sub]) => [key, resolve(doc, sub)]));
  const build = (/** @type {string} */ key, /** @type {Schema} */ sub) => {
    const at = path ? `${path}.${key}` : key;
    const refers = hasChoices(hints, at) ? null : referredList(key, siblings);
    if (!refers) return buildField(doc, sub, key, at, needed.has(key), hints);
    const found = referenceSelect(at, refers.list, refers.key, () => box, idFor(at));
    return { element: row(key, found.control, needed.has(key), helpText(sub.description)), read: found.read };
  };
  const derived = derivedId(schema, needed, hints, path);
  const fields = Object.entries(schema.properties || {})
    .filter(([key]) => key !== derived && (!(hints.hidden || new Set()).has(key) || hasChoices(hints, path ? `${path}.${key}` : key)))
    .map(([key, sub]) => /** @type {[string, Field]} */ ([key, build(key, sub)]));
  const named = fields.find(([key]) => key === "name");
  if (derived && named) fields.push([derived, { element: el("span"), read: () => slug(String(named[1].read() ?? "")) }]);
  box = el("fieldset", { class: "object", "data-path": path || "(body)" });
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

/** Required identifiers a rule system keeps in lowercase letters, digits and ``_`` beside
 * a name the player types (Xyrop's distinctions and treasure): made from that name. */
const NAMED_IDS = new Set(["distinction_id", "treasure_id"]);

/**
 * The required identifier of an item that also has a name, with no offered values: the
 * page makes it from the name the player types, so nobody types an identifier.
 * @param {Schema} schema @param {Set<string>} needed @param {Hints} hints @param {string} path
 * @returns {string | null}
 */
function derivedId(schema, needed, hints, path) {
  const keys = Object.keys(schema.properties || {});
  if (!keys.includes("name") || !path) return null;
  return keys.find((key) => NAMED_IDS.has(key) && needed.has(key) && !hasChoices(hints, `${path}.${key}`)) || null;
}

/**
 * An identifier made of a name: « Rusée » -> "rusee", « Maître cambrioleur » -> "maitre_cambrioleur".
 * @param {string} name @returns {string}
 */
export function slug(name) {
  const plain = name.normalize("NFD").replace(/[\u0300-\u036f]/g, "").toLowerCase();
  const words = plain.replace(/[^a-z0-9]+/g, "_").replace(/^_+|_+$/g, "");
  return /^[a-z]/.test(words) ? words : `n_${words}`;
}

/**
 * Whether the offer lists values for a field (such a field is the player's choice, never
 * a physical draw to hide).
 * @param {Hints} hints @param {string} path @returns {boolean}
 */
function hasChoices(hints, path) {
  const offered = hints.offered;
  return Boolean(offered && offered.choices[choiceKey(path, offered.maps, offered.choices)]);
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

