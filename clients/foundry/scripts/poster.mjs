// Posts the server's Foundry messages that are not in the chat yet, from the active GM's
// browser. Message ids are the server's (created with keepId), so a reconnect, a reload or
// a second GM never duplicates one. Who sees what follows the server's marks:
// - a public entry: `{keepId: true, rollMode: "publicroll"}`, whatever roll mode the GM
//   has chosen in the chat (v12's `_preCreate` applies that one when none is passed);
// - a gm-only entry (`flags.tabletop.gm_only`): whispered to the world's GM users, blind
//   when it has dice, so players see at most that a roll happened.
// The first sync of a world posts the last `historyLimit` entries and one line summing up
// the older ones; entries posted by a sync that is not live (start, reconnection) are
// history: Dice So Nice does not animate them.
import { currentGame, gmUserIds, isActiveGM, language, messageClass } from "./host.mjs";
import { describeFailure, request } from "./report.mjs";
import { MODULE_ID } from "./settings.mjs";

const ID_CHARS = "0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ";

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

/** Escape text for HTML (the summary line is the module's own text). */
function escapeHtml(text) {
  return String(text).replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

function ourFlags(message) { return message?.flags?.[MODULE_ID] ?? {}; }

export class ChatPoster {
  constructor({ config, reporter }) {
    Object.assign(this, { config, reporter });
    this.posted = new Set();
    this.running = null;
    this.again = null;
    this.version = null; // the newest version seen in the export
  }

  api(path) {
    return request(`${this.config.serverUrl}${path}`, {
      headers: { Authorization: `Bearer ${this.config.token}`, "Accept-Language": language() },
    });
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
    const path = `/v1/games/${encodeURIComponent(this.config.gameId)}/export?format=foundry&view_as=observer`;
    const { messages } = await (await this.api(path)).json();
    for (const message of messages) {
      this.version = Math.max(this.version ?? 0, ...(ourFlags(message).versions ?? []));
    }
    let missing = this.missing(messages);
    if (!live && missing.length > this.config.historyLimit) {
      const older = missing.slice(0, missing.length - this.config.historyLimit);
      missing = missing.slice(older.length);
      await this.post(this.summary(older), true);
    }
    for (const message of missing) {
      if (!isActiveGM()) return;
      await this.post(message, !live);
    }
  }

  /** The export's messages not in the chat yet (nor summed up by an earlier summary). */
  missing(messages) {
    const game = currentGame();
    const ours = game.messages.filter((m) => ourFlags(m).game_id === this.config.gameId);
    const floor = Math.max(0, ...ours.map((m) => ourFlags(m).summary_through ?? 0));
    return messages.filter((m) => !this.posted.has(m._id) && !game.messages.get(m._id)
      && (ourFlags(m).versions?.[0] ?? 0) > floor);
  }

  /** One line standing for `older` entries. */
  summary(older) {
    const through = Math.max(...older.flatMap((m) => ourFlags(m).versions ?? [0]));
    const text = `${older.length} earlier entries of this game (up to version ${through}) are not shown here; the game server keeps the whole log.`;
    return {
      _id: stableId(`${this.config.gameId}:summary:${through}`), type: "base", style: 0,
      speaker: { alias: "Tabletop" }, content: `<p>${escapeHtml(text)}</p>`, flavor: "",
      timestamp: older.at(-1).timestamp, rolls: [],
      flags: { [MODULE_ID]: { game_id: this.config.gameId, summary_through: through, gm_only: false } },
    };
  }

  async post(message, history) {
    const game = currentGame();
    const flags = ourFlags(message);
    const data = { ...message, author: game.user.id,
      flags: { ...message.flags, [MODULE_ID]: { ...flags, history },
        ...(history ? { "dice-so-nice": { skip: true } } : {}) } };
    let options = { keepId: true, rollMode: "publicroll" };
    if (flags.gm_only) {
      Object.assign(data, { whisper: gmUserIds(game), blind: data.rolls.length > 0 });
      options = { keepId: true };
    } else Object.assign(data, { whisper: [], blind: false });
    await this.withBoard(data);
    await messageClass().create(data, options);
    this.posted.add(message._id);
  }

  /** ESPRI board changes carry the server's board picture (fetched with the seat token,
   * since an <img> cannot send one), after the content, or the flavor when there are
   * rolls (Foundry draws rolls in place of a content). */
  async withBoard(data) {
    const picture = ourFlags(data).board_picture;
    if (!picture) return;
    try {
      const svg = await (await this.api(picture)).text();
      const img = `<img class="tabletop-board" src="data:image/svg+xml;base64,${base64(svg)}" alt="ESPRI board">`;
      if (data.rolls.length) data.flavor += img; else data.content += img;
    } catch (error) {
      this.reporter.fail(describeFailure(error, this.config));
    }
  }
}

function base64(text) {
  let binary = "";
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary);
}
