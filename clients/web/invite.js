// The gm's invitations: a join link per new seat (the token travels in the fragment only).

import { request } from "./api.js";
import { el } from "./dom.js";
import { t } from "./i18n.js";
import { roleWord } from "./labels.js";
import { showProblem } from "./lobby.js";
import { joinLink } from "./seats.js";

/**
 * The invitation form and the links made.
 * @param {string} gameId @param {() => string} token
 * @returns {HTMLElement}
 */
export function invitePanel(gameId, token) {
  const role = /** @type {HTMLSelectElement} */ (el("select", { id: "invite-role", name: "role" }, el("option", { value: "player" }, t("player")), el("option", { value: "observer" }, t("observer"))));
  const name = /** @type {HTMLInputElement} */ (el("input", { id: "invite-name", name: "name", type: "text", required: "" }));
  const links = el("ul", { class: "links", id: "invite-links" });
  const problem = el("div", { class: "problem", role: "alert" });
  const form = el("form", { id: "invite" },
    el("div", { class: "field" }, el("label", { for: "invite-role" }, t("Role")), role),
    el("div", { class: "field" }, el("label", { for: "invite-name" }, t("Name")), name),
    el("button", { type: "submit" }, t("Invite")), problem, links);
  form.addEventListener("submit", (event) => {
    event.preventDefault();
    problem.textContent = "";
    const asked = { role: role.value, name: name.value };
    void request("POST", `/v1/games/${encodeURIComponent(gameId)}/seats`, { token: token(), body: asked }).then((answer) => {
      /** @type {import("./types.js").CreatedSeatOut} */
      const created = answer.body;
      const seat = { game_id: gameId, seat_id: created.seat_id, role: asked.role, name: asked.name, token: created.token };
      links.append(el("li", { "data-seat": seat.seat_id }, `${asked.name} (${roleWord(asked.role)}): `,
        el("input", { type: "text", readonly: "", value: joinLink(seat), "aria-label": t("join link of %(name)s", { name: asked.name }), "data-testid": "join-link" })));
      name.value = "";
    }).catch((error) => showProblem(problem, error));
  });
  return el("section", { id: "invite-section", "aria-labelledby": "invite-title" }, el("h2", { id: "invite-title" }, t("Invite")), form);
}
