// Tabletop server -> Foundry VTT chat: follows a game's live feed and posts each log entry
// as a ChatMessage built from the server's Foundry export (evaluated rolls, so Dice So
// Nice animates the server's dice). Talks to the server only through the public /v1 API.
//
// Settings: the server URL and the game id are world settings (every client reads them);
// the seat token is a client setting (world settings are sent to every connected client,
// so a token there would reach every player). Only the active GM's browser posts.

export const MODULE_ID = "tabletop";
export const COMMAND_PREFIX = "/tt";
const MIN_BACKOFF_MS = 500;
const MAX_BACKOFF_MS = 30000;

/** Register the module's settings on `game.settings`. */
export function registerSettings(game) {
  const common = { config: true, type: String, default: "" };
  game.settings.register(MODULE_ID, "serverUrl", {
    ...common, scope: "world", name: "Server URL", hint: "e.g. https://table.example",
  });
  game.settings.register(MODULE_ID, "gameId", { ...common, scope: "world", name: "Game id" });
  game.settings.register(MODULE_ID, "seatToken", {
    ...common, scope: "client", name: "Seat token",
    hint: "The bearer token of your seat (kept in this browser only).",
  });
}

/** The module's configuration as read from the settings. */
export function readConfig(game) {
  const get = (key) => game.settings.get(MODULE_ID, key) ?? "";
  return { serverUrl: String(get("serverUrl")).replace(/\/+$/, ""), gameId: get("gameId"),
    token: get("seatToken") };
}

/** True in the browser of the active GM (the one GM client that posts). */
export function isActiveGM(game) {
  if (!game.user?.isGM) return false;
  const active = game.users?.activeGM
    ?? [...(game.users ?? [])].filter((u) => u.isGM && u.active)
      .sort((a, b) => String(a.id).localeCompare(String(b.id)))[0];
  return active?.id === game.user.id;
}

/** Parse a text/event-stream body into `{id, event, data}` messages (comments skipped). */
export async function* sseMessages(body) {
  const decoder = new TextDecoder();
  let buffer = "";
  let message = {};
  for await (const chunk of body) {
    buffer += decoder.decode(chunk, { stream: true });
    let newline;
    while ((newline = buffer.search(/\r?\n/)) >= 0) {
      const line = buffer.slice(0, newline);
      buffer = buffer.slice(newline + (buffer[newline] === "\r" ? 2 : 1));
      if (line === "") {
        if (message.data !== undefined || message.id !== undefined) yield message;
        message = {};
      } else if (!line.startsWith(":")) {
        const colon = line.indexOf(":");
        const key = colon < 0 ? line : line.slice(0, colon);
        const value = colon < 0 ? "" : line.slice(colon + 1).replace(/^ /, "");
        message[key] = key === "data" && message.data !== undefined
          ? `${message.data}\n${value}` : value;
      }
    }
  }
}

/** Follows the live feed with `Authorization` and `Last-Event-ID`, reconnecting with
 * exponential backoff; calls `onEvent(message)` for each event. */
export class FeedFollower {
  constructor({ config, onEvent, fetchImpl = globalThis.fetch, sleep = defaultSleep }) {
    Object.assign(this, { config, onEvent, fetchImpl, sleep });
    this.lastEventId = null;
    this.backoff = MIN_BACKOFF_MS;
    this.stopped = false;
    this.connections = 0;
    this.current = null;
  }

  /** Run until `stop()`. */
  async run() {
    while (!this.stopped) {
      try {
        await this.connectOnce();
      } catch (error) {
        if (!this.stopped && error?.name !== "AbortError") console.warn(`${MODULE_ID}:`, error);
      }
      if (this.stopped) break;
      await this.sleep(this.backoff);
      this.backoff = Math.min(this.backoff * 2, MAX_BACKOFF_MS);
    }
  }

  async connectOnce() {
    const { serverUrl, gameId, token } = this.config;
    const headers = { Authorization: `Bearer ${token}`, Accept: "text/event-stream" };
    if (this.lastEventId !== null) headers["Last-Event-ID"] = this.lastEventId;
    this.current = new AbortController();
    const response = await this.fetchImpl(`${serverUrl}/v1/games/${gameId}/events/stream`,
      { headers, signal: this.current.signal });
    if (!response.ok) throw new Error(`live feed answered ${response.status}`);
    this.connections += 1;
    this.backoff = MIN_BACKOFF_MS;
    for await (const message of sseMessages(response.body)) {
      if (message.id !== undefined) this.lastEventId = message.id;
      await this.onEvent(message);
    }
  }

  /** Drop the current connection (the loop reconnects with Last-Event-ID). */
  reconnect() { this.current?.abort(); }

  /** Stop following. */
  stop() { this.stopped = true; this.current?.abort(); }
}

function defaultSleep(ms) { return new Promise((resolve) => setTimeout(resolve, ms)); }

/** Posts the server's Foundry messages that are not in the chat yet (by their stable id,
 * created with keepId), so a reconnect or a second sync never duplicates a message. */
export class ChatPoster {
  constructor({ game, ChatMessage, config, fetchImpl = globalThis.fetch }) {
    Object.assign(this, { game, ChatMessage, config, fetchImpl });
    this.posted = new Set();
    this.running = null;
    this.again = false;
    this.version = null; // the newest version seen in the export
  }

  async api(path, init = {}) {
    const { serverUrl, token } = this.config;
    const headers = { Authorization: `Bearer ${token}`, ...(init.headers ?? {}) };
    const response = await this.fetchImpl(`${serverUrl}${path}`, { ...init, headers });
    if (!response.ok) throw new Error(`${path} answered ${response.status}`);
    return response;
  }

  /** Sync now; calls made while a sync runs coalesce into one more sync. */
  sync() {
    if (this.running) { this.again = true; return this.running; }
    this.running = (async () => {
      try {
        do { this.again = false; await this.syncOnce(); } while (this.again);
      } finally { this.running = null; }
    })();
    return this.running;
  }

  async syncOnce() {
    if (!isActiveGM(this.game)) return;
    const path = `/v1/games/${this.config.gameId}/export?format=foundry`;
    const { messages } = await (await this.api(path)).json();
    for (const message of messages) {
      this.version = Math.max(this.version ?? 0, ...(message.flags?.[MODULE_ID]?.versions ?? []));
      if (this.posted.has(message._id) || this.game.messages.get(message._id)) continue;
      if (!isActiveGM(this.game)) return;
      await this.ChatMessage.create(await this.withBoard(message), { keepId: true });
      this.posted.add(message._id);
    }
  }

  /** ESPRI board changes carry the server's board picture (fetched with the seat token,
   * since an <img> cannot send one). */
  async withBoard(message) {
    const picture = message.flags?.[MODULE_ID]?.board_picture;
    const data = { ...message, author: this.game.user.id };
    if (!picture) return data;
    try {
      const svg = await (await this.api(picture)).text();
      const uri = `data:image/svg+xml;base64,${base64(svg)}`;
      data.content += `<img class="tabletop-board" src="${uri}" alt="ESPRI board">`;
    } catch (error) {
      console.warn(`${MODULE_ID}: no board picture`, error);
    }
    return data;
  }
}

function base64(text) {
  const bytes = new TextEncoder().encode(text);
  let binary = "";
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/** Parse `/tt {"type": ...}` or `/tt Type key=value ...` into a command, or null. */
export function parseCommand(text) {
  const trimmed = String(text).trim();
  if (trimmed !== COMMAND_PREFIX && !trimmed.startsWith(`${COMMAND_PREFIX} `)) return null;
  const rest = trimmed.slice(COMMAND_PREFIX.length).trim();
  if (rest.startsWith("{")) return JSON.parse(rest);
  const [type, ...pairs] = rest.split(/\s+/);
  const command = { type };
  for (const pair of pairs) {
    const [key, ...value] = pair.split("=");
    const raw = value.join("=");
    command[key] = /^-?\d+$/.test(raw) ? Number(raw) : raw;
  }
  return command;
}

/** Send a command as the configured seat; the server's answer (JSON). */
export async function sendCommand(config, command, fetchImpl = globalThis.fetch) {
  const response = await fetchImpl(`${config.serverUrl}/v1/games/${config.gameId}/commands`, {
    method: "POST", body: JSON.stringify(command),
    headers: { Authorization: `Bearer ${config.token}`, "Content-Type": "application/json" },
  });
  const body = await response.json();
  if (!response.ok) throw new Error(`${body.code ?? response.status}: ${body.detail ?? ""}`);
  return body;
}

/** Wire the module into Foundry: settings, the chat command, and (GM browsers) the feed. */
export function install({ Hooks, game, ChatMessage, ui, fetchImpl = globalThis.fetch }) {
  const state = { follower: null, poster: null };
  Hooks.once("init", () => registerSettings(game));
  Hooks.on("chatMessage", (_log, text) => {
    let command;
    try { command = parseCommand(text); } catch { command = undefined; }
    if (command === null) return true;
    if (command === undefined) { ui?.notifications?.error("Tabletop: not a command"); return false; }
    sendCommand(readConfig(game), command, fetchImpl)
      .catch((error) => ui?.notifications?.error(`Tabletop: ${error.message}`));
    return false;
  });
  Hooks.once("ready", () => {
    const config = readConfig(game);
    if (!game.user?.isGM || !config.serverUrl || !config.gameId || !config.token) return;
    state.poster = new ChatPoster({ game, ChatMessage, config, fetchImpl });
    state.follower = new FeedFollower({ config, fetchImpl, onEvent: () => state.poster.sync() });
    // Follow from the version the first sync saw, so nothing committed in between is missed.
    state.ready = state.poster.sync()
      .catch((error) => console.warn(`${MODULE_ID}:`, error))
      .then(() => {
        if (state.poster.version !== null) state.follower.lastEventId = String(state.poster.version);
        return state.follower.run();
      });
  });
  return state;
}

if (globalThis.Hooks && globalThis.game && !globalThis.TABLETOP_NO_AUTOSTART) {
  install({ Hooks: globalThis.Hooks, game: globalThis.game,
    ChatMessage: globalThis.foundry?.documents?.ChatMessage ?? globalThis.ChatMessage,
    ui: globalThis.ui });
}
