// A field that names an item of a list on the same form (« Camp à l'initiative » among
// the sides being opened): a select of the items typed so far, each by its name, never a
// word to type twice. Such a field is found by its name: `<role>_<item>_id` beside a list
// `<item>s` whose items have an `<item>_id` (initiator_side_id beside sides[].side_id).

import { el } from "./dom.js";
import { t } from "./i18n.js";

/** @typedef {import("./types.js").Schema} Schema */
/** @typedef {import("./forms.js").Field} Field */

/**
 * The list a field refers to, when it names one of that list's items.
 * @param {string} name the field's name ("initiator_side_id")
 * @param {Record<string, Schema>} siblings the other properties of its object (resolved)
 * @returns {{list: string, key: string} | null} ("sides", "side_id")
 */
export function referredList(name, siblings) {
  const found = /^[a-z]+_([a-z]+)_id$/.exec(name);
  if (!found) return null;
  const list = `${found[1]}s`;
  const key = `${found[1]}_id`;
  const items = siblings[list];
  return items && items.type === "array" ? { list, key } : null;
}

/**
 * A select of the items of ``list`` typed on the form (``box()``), by their names; its
 * options follow what is typed in the list.
 * @param {string} path the field's path @param {string} list @param {string} key
 * @param {() => HTMLElement | null} box the form's element (where the list's inputs are)
 * @param {string} id the select's element id
 * @returns {{control: HTMLSelectElement, read: () => string | undefined}}
 */
export function referenceSelect(path, list, key, box, id) {
  const select = /** @type {HTMLSelectElement} */ (el("select", { id, name: path }));
  const items = () => {
    const holder = box();
    if (!holder) return [];
    const ids = [...holder.querySelectorAll(`input[name^="${list}."][name$=".${key}"]`)];
    return ids.map((input) => {
      const value = /** @type {HTMLInputElement} */ (input).value.trim();
      const prefix = input.getAttribute("name")?.slice(0, -key.length) || "";
      const named = holder.querySelector(`input[name="${prefix}name"]`);
      const label = named instanceof HTMLInputElement && named.value.trim() ? named.value.trim() : value;
      return { value, label };
    }).filter((item) => item.value !== "");
  };
  const refresh = () => {
    const kept = select.value;
    const found = items();
    select.replaceChildren(...found.map((item, n) => el("option", { value: item.value }, item.label || t("item %(n)s", { n: n + 1 }))));
    if (!found.length) select.append(el("option", { value: "" }, t("— name the items first —")));
    if (found.some((item) => item.value === kept)) select.value = kept;
  };
  refresh();
  queueMicrotask(() => {
    box()?.addEventListener("input", refresh);
    box()?.addEventListener("click", refresh); // an item added or removed
  });
  select.addEventListener("focus", refresh);
  return { control: select, read: () => (select.value === "" ? undefined : select.value) };
}
