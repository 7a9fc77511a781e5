// The live feed (Server-Sent Events) read with fetch, so the bearer token travels in the
// Authorization header, never in a URL. After a drop it reconnects with Last-Event-ID =
// the last version seen: the server replays exactly the missed events. Each message is the
// event as this seat may read it, with its narrated lines in the page's language.

import { currentLanguage, t } from "./i18n.js";

/** @typedef {import("./types.js").EventOut} EventOut */
/** @typedef {"connecting" | "live" | "offline" | "closed"} FeedStatus */

/**
 * Split an SSE text buffer into complete messages and the rest.
 * @param {string} buffer
 * @returns {{messages: Array<{id: string | null, event: string | null, data: string}>, rest: string}}
 */
export function parseSse(buffer) {
  const blocks = buffer.replace(/\r\n/g, "\n").split("\n\n");
  const rest = blocks.pop() ?? "";
  const messages = [];
  for (const block of blocks) {
    /** @type {{id: string | null, event: string | null, data: string}} */
    const message = { id: null, event: null, data: "" };
    const data = [];
    for (const line of block.split("\n")) {
      if (line.startsWith(":")) continue;
      const colon = line.indexOf(":");
      const field = colon < 0 ? line : line.slice(0, colon);
      const value = colon < 0 ? "" : line.slice(colon + 1).replace(/^ /, "");
      if (field === "data") data.push(value);
      else if (field === "id") message.id = value;
      else if (field === "event") message.event = value;
    }
    if (data.length) messages.push({ ...message, data: data.join("\n") });
  }
  return { messages, rest };
}

/** A subscription to one game's feed, as one seat. */
export class Feed {
  /**
   * @param {string} base "/v1/games/<id>", or a share link's "/v1/shared/<id>"
   * @param {string | null} token the seat's (none for a share link)
   * @param {number} after the version on screen: the feed starts after it
   * @param {(event: EventOut) => void} onEvent
   * @param {(status: FeedStatus, detail: string) => void} onStatus
   */
  constructor(base, token, after, onEvent, onStatus) {
    this.base = base;
    this.token = token;
    this.last = after;
    this.onEvent = onEvent;
    this.onStatus = onStatus;
    this.stopped = false;
    this.failures = 0;
    /** @type {AbortController | null} */
    this.abort = null;
  }

  /** Connect, and keep reconnecting until stop(). */
  async run() {
    while (!this.stopped) {
      this.onStatus("connecting", this.failures ? t("reconnecting after version %(version)s", { version: this.last }) : t("connecting"));
      try {
        await this.once();
        this.failures = 0;
      } catch (error) {
        if (this.stopped) break;
        this.failures += 1;
        const wait = Math.min(10, 2 ** Math.min(this.failures, 4) / 2);
        this.onStatus("offline", t("connection lost (%(error)s); retrying in %(seconds)s s", { error: error instanceof Error ? error.message : String(error), seconds: wait }));
        await new Promise((done) => setTimeout(done, wait * 1000));
      }
    }
    this.onStatus("closed", t("stopped"));
  }

  /** One connection: read messages until the stream ends or fails. */
  async once() {
    this.abort = new AbortController();
    /** @type {Record<string, string>} */
    const headers = { Accept: "text/event-stream", "Last-Event-ID": String(this.last) };
    if (this.token) headers.Authorization = `Bearer ${this.token}`;
    const response = await fetch(`${this.base}/events/stream?after=${this.last}&lang=${currentLanguage()}`, {
      headers, signal: this.abort.signal, cache: "no-store",
    });
    if (!response.ok || !response.body) throw new Error(`HTTP ${response.status}`);
    this.onStatus("live", t("live from version %(version)s", { version: this.last }));
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
    let buffer = "";
    for (;;) {
      const { value, done } = await reader.read();
      if (done) throw new Error("the server closed the stream");
      const parsed = parseSse(buffer + value);
      buffer = parsed.rest;
      for (const message of parsed.messages) this.deliver(message.data);
    }
  }

  /** @param {string} data one message's data: an event as in the log */
  deliver(data) {
    /** @type {EventOut} */
    const event = JSON.parse(data);
    if (event.version <= this.last) return; // already seen (a replay after reconnecting)
    this.last = event.version;
    this.onEvent(event);
  }

  /** Stop for good (leaving the page or the game). */
  stop() {
    this.stopped = true;
    this.abort?.abort();
  }

  /** Drop the connection now (the loop reconnects with Last-Event-ID). */
  drop() {
    this.abort?.abort();
  }
}
