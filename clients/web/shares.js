// The gm's share links: a read-only page of the game for anyone holding the link (live,
// with names), created and revoked from the table.

import { request } from "./api.js";
import { el } from "./dom.js";
import { t } from "./i18n.js";
import { showProblem } from "./lobby.js";

/**
 * The share links panel (gm only).
 * @param {string} gameId @param {() => string} token
 * @returns {{element: HTMLElement, load: () => Promise<void>}}
 */
export function sharePanel(gameId, token) {
  const base = `/v1/games/${encodeURIComponent(gameId)}/shares`;
  const list = el("ul", { class: "links", id: "share-links" });
  const problem = el("div", { class: "problem", role: "alert" });
  const create = el("button", { type: "button", id: "share-create" }, t("Create a share link"));
  const load = async () => {
    const answer = await request("GET", base, { token: token() });
    /** @type {Array<{share_id: string, revoked: boolean}>} */
    const shares = answer.body.shares;
    list.replaceChildren(...shares.filter((s) => !s.revoked).map((share) => {
      const link = `${location.origin}/#shared/${encodeURIComponent(share.share_id)}`;
      const revoke = el("button", { type: "button", class: "revoke", "data-share": share.share_id }, t("Revoke"));
      revoke.addEventListener("click", () => {
        void request("DELETE", `${base}/${encodeURIComponent(share.share_id)}`, { token: token() })
          .then(load).catch((error) => showProblem(problem, error));
      });
      return el("li", {}, el("input", { type: "text", readonly: "", value: link, "aria-label": t("share link"), "data-testid": "share-link" }), " ", revoke);
    }));
    if (!list.children.length) list.append(el("li", { class: "none" }, t("No share link yet.")));
  };
  create.addEventListener("click", () => {
    problem.textContent = "";
    void request("POST", base, { token: token(), body: {} }).then(load).catch((error) => showProblem(problem, error));
  });
  const element = el("section", { id: "shares", "aria-labelledby": "shares-title" },
    el("h2", { id: "shares-title" }, t("Share links")),
    el("p", { class: "hint" }, t("Anyone with a share link sees the game live, read-only.")), create, problem, list);
  return { element, load };
}
