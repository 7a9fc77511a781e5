// The Owlbear Rodeo popover: links the room to a game, then shows the web table's seat
// view (what the table awaits now, the guided forms, the live log) in the room's language,
// raises an Owlbear notification for each new entry, and lets a gm put the ESPRI board in
// the scene as an image read through a share link (no token in the scene).
import OBR, { buildImage } from "/owlbear/vendor/obr-sdk.js";
import { request } from "/api.js";
import { el } from "/dom.js";
import { Feed } from "/feed.js";
import { t, useLanguage } from "/i18n.js";
import { keepSeat, seatFromJoin, seatsOf } from "/seats.js";
import { showTable } from "/table.js";
import { joinFragment, linkUpdate, readLink } from "/owlbear/link.js";

/** @typedef {import("/owlbear/link.js").RoomLink} RoomLink */

const main = /** @type {HTMLElement} */ (document.getElementById("main"));

/** @param {string} gameId @param {string} token */
function summaryOf(gameId, token) {
  return request("GET", `/v1/games/${encodeURIComponent(gameId)}`, { token });
}

/**
 * The form that links this player (and, the first time, the room) to a game: the join
 * link the web table gave this player's seat.
 * @param {RoomLink | null} linked
 */
function showLinkForm(linked) {
  const input = /** @type {HTMLInputElement} */ (el("input", { id: "join-link", name: "join-link", type: "password", autocomplete: "off", required: "" }));
  const problem = el("p", { id: "link-problem", role: "alert" });
  const form = el("form", { id: "link-form" },
    el("label", { for: "join-link" }, t("Your join link (from the game's invitations)")), input,
    el("button", { type: "submit", class: "primary" }, linked ? t("Join the room's game") : t("Link this room to the game")), problem);
  form.addEventListener("submit", (event) => {
    event.preventDefault();
    void link(linked, input.value).catch((error) => { problem.textContent = String(error?.message ?? error); });
  });
  main.replaceChildren(el("section", { class: "owlbear-link" },
    el("h1", {}, t("Tabletop")), el("p", {}, linked ? t("This room follows a game: paste your join link to take your seat.")
      : t("Paste your join link to link this room to your game. The room keeps the game's id; your token stays in this browser.")), form));
}

/**
 * @param {RoomLink | null} linked
 * @param {string} text
 */
async function link(linked, text) {
  const seat = seatFromJoin(joinFragment(text));
  if (!seat) throw new Error(t("This is not a join link."));
  if (linked && linked.gameId !== seat.game_id) throw new Error(t("This join link is for another game than the room's."));
  const { body } = await summaryOf(seat.game_id, seat.token);
  keepSeat({ ...seat, title: body.title, ruleset: body.ruleset });
  if (!linked) await OBR.room.setMetadata(linkUpdate(seat.game_id, body.language));
  await follow({ gameId: seat.game_id, lang: linked?.lang ?? body.language });
}

/**
 * The seat view, its notifications and, for a gm of an ESPRI game, the board button.
 * @param {RoomLink} linked
 */
async function follow(linked) {
  await useLanguage(linked.lang);
  const seat = seatsOf(linked.gameId)[0];
  const { body: summary } = await summaryOf(linked.gameId, seat.token);
  const bar = el("div", { class: "owlbear-bar" });
  if (summary.ruleset === "espri" && seat.role === "gm") {
    const add = el("button", { type: "button", id: "add-board" }, t("Put the board in the scene"));
    add.addEventListener("click", () => { void addBoard(linked.gameId, seat.token); });
    bar.append(add);
  }
  const table = el("div", { id: "seat-view" });
  main.replaceChildren(bar, table);
  void showTable(table, linked.gameId);
  const base = `/v1/games/${encodeURIComponent(linked.gameId)}`;
  const feed = new Feed(base, seat.token, summary.version, (event) => {
    // The feed's narrated lines (contract C1), when the server sends them.
    const lines = /** @type {{narration?: string[]}} */ (/** @type {unknown} */ (event)).narration;
    const said = Array.isArray(lines) && lines.length ? lines.join(" ")
      : t("version %(version)s (%(type)s)", { version: event.version, type: event.type });
    void OBR.notification.show(said, "INFO");
  }, () => {});
  void feed.run();
}

/**
 * Add the board picture to the scene, read through a share link: the room loads it
 * without any token.
 * @param {string} gameId
 * @param {string} token
 */
async function addBoard(gameId, token) {
  const { body } = await request("POST", `/v1/games/${encodeURIComponent(gameId)}/shares`, { token, body: {} });
  const url = `${location.origin}/v1/shared/${encodeURIComponent(body.share_id)}/board.svg`;
  const image = buildImage({ url, mime: "image/svg+xml", width: 800, height: 800 }, { dpi: 150, offset: { x: 400, y: 400 } })
    .name(t("The board")).layer("MAP").build();
  await OBR.scene.items.addItems([image]);
  void OBR.notification.show(t("The board is in the scene."), "SUCCESS");
}

OBR.onReady(async () => {
  const linked = readLink(await OBR.room.getMetadata());
  if (linked && seatsOf(linked.gameId).length) await follow(linked);
  else {
    await useLanguage(linked?.lang ?? navigator.language.slice(0, 2));
    showLinkForm(linked);
  }
});
