// Words people read instead of identifiers: field names ("rupture_points" -> "Rupture
// points", "player_id" -> "Player"), command types ("DrawGems" -> "Draw gems"), names for
// the ids of seats and characters, and the light markup of API descriptions (`code`).

import { el } from "./dom.js";
import { contracted, label, t } from "./i18n.js";

/** @param {string} text @returns {string} the first letter upper-cased */
function capital(text) {
  return text ? text[0].toUpperCase() + text.slice(1) : text;
}

/**
 * A field's label: words, "_id" and "_ids" dropped, a dotted path's last part.
 * @param {string} name "rupture_points", "player_id", "helpers.0.mode"
 * @returns {string} "Rupture points", "Player", "Mode"
 */
export function fieldLabel(name) {
  const numbered = /^(.+) (\d+)$/.exec(name); // an item of a list: « Clés de personnage 2 »
  if (numbered) return `${fieldLabel(numbered[1])} ${numbered[2]}`;
  const last = name.split(".").filter((part) => !/^\d+$/.test(part)).pop() || name;
  const english = capital(last.replace(/_ids?$/, "").replace(/_/g, " ").trim());
  const said = label("fields", english);
  // a label starts with a capital (« Teinte »), but a die stays as written (« d10 »)
  return said !== english ? (/^\S*\d/.test(said) ? said : capital(said)) : optionLabel(english);
}

/**
 * The names of a new game's options (the platform's, in the web table's catalog).
 * @param {string} english @returns {string}
 */
function optionLabel(english) {
  /** @type {Record<string, string>} */
  const known = {
    Language: t("Game language"), Randomness: t("Randomness"), "Gem caterpillar": t("Gem caterpillar"),
    "Stress catalog": t("Stress catalog"), "Max distinctions per roll": t("Max distinctions per roll"),
    "Domain catalog": t("Domain catalog"), Secrets: t("Secrets"), Options: t("Options"),
  };
  return known[english] || english;
}

/**
 * A command's name as words.
 * @param {string} type "DrawGems", "PlaceCallGems"
 * @returns {string} "Draw gems", "Place call gems"
 */
export function commandLabel(type) {
  const english = capital(type.replace(/([a-z0-9])([A-Z])/g, "$1 $2").toLowerCase());
  const said = label("commands", english);
  return said !== english ? said : platformCommand(english);
}

/**
 * The platform's own commands (not a rule system's), in the web table's catalog.
 * @param {string} english @returns {string}
 */
function platformCommand(english) {
  if (english === "Close game") return t("Close game");
  return english;
}

/**
 * Seat and character names by id, to show names where the API gives ids (and the names a
 * sheet keeps for its own ids: Xyrop's approaches, roles and values).
 * @typedef {Map<string, string>} Names
 */

/**
 * @param {Array<{seat_id: string, name: string}>} seats
 * @param {Record<string, unknown>} characters the read model's characters (id -> sheet)
 * @returns {Names}
 */
export function namesOf(seats, characters) {
  /** @type {Names} */
  const names = new Map();
  for (const sheet of Object.values(characters || {})) { // a sheet's names for its own ids (« Chef de bande »)
    const words = sheet && typeof sheet === "object" ? /** @type {any} */ (sheet).trait_names : null;
    for (const [id, word] of Object.entries(words && typeof words === "object" ? words : {})) {
      if (typeof word === "string" && word) names.set(id, word);
    }
  }
  for (const seat of seats) names.set(seat.seat_id, seat.name);
  for (const [id, sheet] of Object.entries(characters || {})) {
    const name = sheet && typeof sheet === "object" && "name" in sheet ? /** @type {any} */ (sheet).name : null;
    if (typeof name === "string" && name) names.set(id, name);
  }
  return names;
}

/**
 * A description with its light markup rendered: ``code`` or `code` become <code>, never
 * shown raw; everything else stays text.
 * @param {string} text
 * @returns {HTMLElement}
 */
export function described(text) {
  const box = el("span", { class: "described" });
  const parts = text.split(/``([^`]+)``|`([^`]+)`/);
  for (let i = 0; i < parts.length; i += 3) {
    if (parts[i]) box.append(document.createTextNode(parts[i]));
    const code = parts[i + 1] ?? parts[i + 2];
    if (code) box.append(el("code", {}, code));
  }
  return box;
}

/**
 * "Déva (ana)": a character and the seat that plays it, or the seat alone.
 * @param {{seat_id: string | null, seat_name: string | null, character_id: string | null, character_name: string | null}} who
 * @returns {string}
 */
export function whoLabel(who) {
  const seat = who.seat_name || (who.seat_id ? t("a seat") : t("nobody yet"));
  const character = who.character_name || who.character_id;
  return character && character !== seat ? `${character} (${seat})` : seat;
}

/**
 * The sentence of the "Now" panel for one awaited seat.
 * @param {{seat_id: string | null, seat_name: string | null, character_id: string | null, character_name: string | null, types: string[]}} entry
 * @returns {string} "Waiting for Déva (ana) to draw gems"
 */
export function waitingSentence(entry) {
  const what = entry.types.map((type) => commandLabel(type).toLowerCase()).join(t(" or "));
  // The gm's seat awaited for itself reads as a role with its article (« du MJ »).
  const gm = !entry.character_id && !entry.character_name && entry.seat_name === t("gm");
  const who = gm ? t("the gm") : whoLabel(entry);
  return contracted(t("Waiting for %(who)s to %(what)s", { who, what }), who);
}

/**
 * A seat and its role, the role left out when the name already says it (« MJ », not
 * « MJ (MJ) »).
 * @param {string} name @param {string} role @returns {string}
 */
export function seatWithRole(name, role) {
  const word = roleWord(role);
  return name.trim().toLowerCase() === word.toLowerCase() ? name : `${name} (${word})`;
}

/**
 * A seat's role in words.
 * @param {string} role "gm", "player" or "observer"
 * @returns {string}
 */
export function roleWord(role) {
  if (role === "gm") return t("gm");
  if (role === "player") return t("player");
  if (role === "observer") return t("observer");
  return role;
}

/**
 * A randomness mode in words.
 * @param {string} mode "server", "physical" or "mixed"
 * @returns {string}
 */
export function randomnessWord(mode) {
  if (mode === "server") return t("server draws");
  if (mode === "physical") return t("physical dice and gems");
  if (mode === "mixed") return t("server or physical");
  return mode;
}
