// Posts the server's new log entries into the chat, from the active GM's browser.
// - What the world has posted is remembered per game in a world setting (`posted`, the
//   last version posted), and the server is asked only for what comes after it
//   (`export?format=foundry&after=<version>`): a chat a GM cleared or pruned never gets
//   the log again, and each event costs one small read.
// - Message ids are the server's (created with keepId): a second GM or a race never
//   duplicates one.
// - A public entry: `{keepId: true, rollMode: "publicroll"}`, whatever roll mode the GM
//   has chosen in the chat (v12's `_preCreate` applies that one when none is passed).
// - A gm-only entry (`gm_only`): whispered to the world's GM users with no hidden text and
//   no dice in it (Foundry sends a created message to every connected client; see
//   gm.mjs): GM browsers fetch its text from the server and show it locally.
// - The first sync of a world posts the last `historyLimit` entries and one line summing
//   up the older ones. Entries posted by a sync that is not live (start, reconnection) are
//   history: silent (`sound: null`, so `ChatLog#notify` plays nothing; v13's notification
//   card hidden, see tabletop.mjs) and without Dice So Nice.
// - An ESPRI board change shows the board picture by URL, through a share link the GM
//   makes once per world (an <img> cannot send a token): one small reference per change.
import { currentGame, gmUserIds, isActiveGM, language, messageClass, t } from "./host.mjs";
import { describeFailure, request } from "./report.mjs";
import { MODULE_ID, postedThrough, rememberPosted } from "./settings.mjs";

const ID_CHARS = "0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ";
/** The flags' namespace in the server's export. */
export const SERVER_SCOPE = "tabletop";

/** A stable 16-character document id for `text` (Foundry ids are 16 alphanumerics). */
export function stableId(text) {
  let id = "";
  for (let seed = 0; id.length < 16; seed += 1) {
    let hash = 2166136261 ^ seed;
    for (const char of text) hash = Math.imul(hash ^ char.codePointAt(0), 16777619) >>> 0;
    for (let i = 0; i < 4; i += 1, hash = Math.floor(hash / 62)) id += ID_CHARS[hash % 62];
  }
  return id.slice(0, 16);
}

/** Escape text for HTML (the module's own text). */
export function escapeHtml(text) {
  return String(text).replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;");
}

/** The server's flags of an exported message. */
export function serverFlags(message) { return message?.flags?.[SERVER_SCOPE] ?? {}; }
const lastVersion = (message) => Math.max(0, ...(serverFlags(message).versions ?? []));
const COMMAND_SPAN = /^<span class="tabletop-command">[^<]*<\/span>/;

export class ChatPoster {
  constructor({ config, reporter }) {
    this.config = config;
    this.reporter = reporter;
    this.running = null;
    this.again = null;
    this.version = null; // the newest version posted or read
  }

  api(path, init = {}) {
    return request(`${this.config.serverUrl}${path}`, { ...init, headers: {
      Authorization: `Bearer ${this.config.token}`, "Accept-Language": language(), ...(init.headers ?? {}) } });
  }

  /** Sync now (`live`: the entries are new events); calls made while a sync runs
   * coalesce into one more sync, live if any of them was. */
  sync({ live = false } = {}) {
    if (this.running) { this.again = (this.again ?? false) || live; return this.running; }
    this.running = (async () => {
      try {
        let next = live;
        do { this.again = null; await this.syncOnce(next); next = this.again; } while (next !== null);
      } catch (error) {
        this.reporter.fail(describeFailure(error, this.config));
      } finally { this.running = null; }
    })();
    return this.running;
  }

  async syncOnce(live) {
    if (!isActiveGM()) return;
    const game = currentGame();
    const mark = postedThrough(game, this.config.gameId);
    const id = encodeURIComponent(this.config.gameId);
    const path = `/v1/games/${id}/export?format=foundry&view_as=observer&after=${mark ?? 0}`;
    const { messages } = await (await this.api(path)).json();
    this.version = Math.max(this.version ?? 0, mark ?? 0, ...messages.map(lastVersion));
    let fresh = messages;
    if (mark === null && fresh.length > this.config.historyLimit) {
      const older = fresh.slice(0, fresh.length - this.config.historyLimit);
      fresh = fresh.slice(older.length);
      await this.post(this.summary(older), true);
      await rememberPosted(game, this.config.gameId, lastVersion(older.at(-1)));
    }
    // The mark is written once per sync (a world setting is a document every client is
    // sent); an entry posted before a failure is skipped next time by its id.
    let through = mark ?? 0;
    try {
      for (const message of fresh) {
        if (!isActiveGM()) return;
        if (!game.messages.get(message._id)) await this.post(message, !live || mark === null);
        through = lastVersion(message);
      }
    } finally {
      if (through > (mark ?? -1) || mark === null) await rememberPosted(game, this.config.gameId, through);
    }
  }

  /** One line standing for `older` entries. */
  summary(older) {
    const through = lastVersion(older.at(-1));
    const text = t("Summary", { count: older.length, version: through });
    return {
      _id: stableId(`${this.config.gameId}:summary:${through}`), type: "base", style: 0,
      speaker: { alias: t("Speaker") }, content: `<p>${escapeHtml(text)}</p>`, flavor: "",
      timestamp: older.at(-1).timestamp, rolls: [],
      flags: { [SERVER_SCOPE]: { game_id: this.config.gameId, versions: [through], summary_through: through, gm_only: false } },
    };
  }

  async post(message, history) {
    const game = currentGame();
    const flags = { ...serverFlags(message), history };
    const data = { ...message, author: game.user.id, flags: { [MODULE_ID]: flags,
      ...(history ? { "dice-so-nice": { skip: true } } : {}) } };
    if (history) data.sound = null;
    /** @type {{ keepId: boolean, rollMode?: "publicroll" }} */
    let options = { keepId: true, rollMode: "publicroll" };
    if (flags.gm_only) {
      const command = String(message.flavor ?? "").match(COMMAND_SPAN)?.[0] ?? "";
      Object.assign(data, { whisper: gmUserIds(game), blind: false, rolls: [], flavor: command,
        content: `<p class="tabletop-gm-only">${escapeHtml(t("GmOnly"))}</p>` });
      options = { keepId: true };
    } else {
      Object.assign(data, { whisper: [], blind: false });
      await this.withBoard(data);
    }
    await messageClass().create(data, options);
  }

  /** ESPRI board changes show the server's board picture at that version, by the URL of
   * the world's share link, after the content (or the flavor when there are rolls:
   * Foundry draws rolls in place of a content). */
  async withBoard(data) {
    const picture = data.flags[MODULE_ID].board_picture;
    if (!picture) return;
    try {
      const at = new URL(picture, this.config.serverUrl).searchParams.get("at");
      const share = await this.share();
      const src = `${this.config.serverUrl}/v1/shared/${encodeURIComponent(share)}/board.svg?at=${encodeURIComponent(at)}&lang=${language()}`;
      const img = `<img class="tabletop-board" src="${escapeHtml(src)}" alt="${escapeHtml(t("Board"))}">`;
      if (data.rolls.length) data.flavor += img; else data.content += img;
    } catch (error) {
      this.reporter.fail(describeFailure(error, this.config));
    }
  }

  /** The world's share link of the game (made once by the GM, kept in a world setting):
   * what any observer may read, so every player's browser may load the board by URL. */
  async share() {
    const game = currentGame();
    const shares = game.settings.get(MODULE_ID, "boardShare") ?? {};
    if (shares[this.config.gameId]) return shares[this.config.gameId];
    const path = `/v1/games/${encodeURIComponent(this.config.gameId)}/shares`;
    const made = await (await this.api(path, { method: "POST", body: "{}",
      headers: { "Content-Type": "application/json" } })).json();
    await game.settings.set(MODULE_ID, "boardShare", { ...shares, [this.config.gameId]: made.share_id });
    return made.share_id;
  }
}
