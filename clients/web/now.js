// The "Now" panel: whom the table is waiting for (the server's waiting_for), and for this
// seat one button per command it may send now (its available list, the awaited first).
// A button opens that command's form with the offered choices as prefilled selects.

import { el } from "./dom.js";
import { t } from "./i18n.js";
import { commandLabel, waitingSentence } from "./labels.js";

/**
 * @typedef {{type: string, character_ids: string[] | null, character_field: string | null, choices: Record<string, Array<{value: string | number | boolean, label: string, character_id?: string}>>, counts?: Record<string, Array<{min: number, max: number, character_id?: string}>>, awaited: boolean}} Affordance
 * @typedef {{seat_id: string | null, seat_name: string | null, character_id: string | null, character_name: string | null, types: string[]}} Waiting
 */

/**
 * The characters (or sides) the table waits on for a command, as the "Now" panel on
 * screen lists them (a form preselects the awaited one).
 * @param {string} type the command @returns {string[]}
 */
export function awaitedCharacters(type) {
  return [...document.querySelectorAll("#waiting-for li[data-character]")]
    .filter((li) => (li.getAttribute("data-types") || "").split(" ").includes(type))
    .map((li) => li.getAttribute("data-character") || "").filter(Boolean);
}

export class NowPanel {
  /** @param {(offer: Affordance) => void} onOpen called when a button is pressed */
  constructor(onOpen) {
    this.onOpen = onOpen;
    this.waiting = el("ul", { id: "waiting-for", class: "waiting", "data-testid": "waiting-for" });
    // The list is what people see; the status line is what screen readers hear on change.
    this.status = el("p", { id: "now-status", class: "visually-hidden", role: "status", "aria-live": "polite" });
    this.buttons = el("div", { id: "offers", class: "offers", role: "group", "aria-label": t("What you may do now") });
    this.element = el("section", { id: "now", class: "now", "aria-labelledby": "now-title" },
      el("h2", { id: "now-title" }, t("Now")), this.status, this.waiting, this.buttons);
  }

  /**
   * Show the offers of the version on screen.
   * @param {Affordance[]} available
   * @param {Waiting[]} waiting
   * @param {boolean} replaying true when the screen shows a past version (no button then)
   */
  update(available, waiting, replaying) {
    this.waiting.replaceChildren(...waiting.map((entry) => el("li", {
      "data-seat": entry.seat_id || "", "data-character": entry.character_id || "", "data-types": entry.types.join(" "),
    }, waitingSentence(entry))));
    const sentence = waiting.length ? waiting.map(waitingSentence).join("; ") : t("Nobody is awaited.");
    this.status.textContent = replaying ? t("Then: %(sentence)s", { sentence }) : sentence;
    if (replaying) {
      this.buttons.replaceChildren(el("p", { class: "none" }, t("Replaying a past version: go back to now to act.")));
      return;
    }
    if (!available.length) {
      this.buttons.replaceChildren(el("p", { class: "none" }, t("Nothing for this seat to send now.")));
      return;
    }
    this.buttons.replaceChildren(...available.map((offer) => this.button(offer)));
  }

  /** @param {Affordance} offer @returns {HTMLElement} */
  button(offer) {
    const label = commandLabel(offer.type);
    const button = el("button", {
      type: "button", class: offer.awaited ? "primary offer" : "offer", "data-offer": offer.type,
      "aria-label": offer.awaited ? label + " " + t("(awaited)") : label,
    }, offer.awaited ? `${label} ★` : label);
    button.addEventListener("click", () => this.onOpen(offer));
    return button;
  }
}
