// The game's live feed, read with fetch streaming (so the token travels in Authorization,
// never in a URL) and resumed with Last-Event-ID after any drop, with exponential backoff.
import { describeFailure, request } from "./report.mjs";

export const MIN_BACKOFF_MS = 500;
export const MAX_BACKOFF_MS = 30000;

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
        message[key] = key === "data" && message.data !== undefined ? `${message.data}\n${value}` : value;
      }
    }
  }
}

function sleep(ms) { return new Promise((resolve) => setTimeout(resolve, ms)); }

/** Follows the feed until `stop()`: `onConnect()` after each connection, `onEvent(message)`
 * for each event; failures go to the reporter (told once) and wait 0.5 s, 1 s, 2 s... 30 s. */
export class FeedFollower {
  constructor({ config, reporter, onEvent, onConnect = async () => {} }) {
    this.config = config;
    this.reporter = reporter;
    this.onEvent = onEvent;
    this.onConnect = onConnect;
    this.lastEventId = null;
    this.backoff = MIN_BACKOFF_MS;
    this.stopped = false;
    this.connections = 0;
    this.current = null;
  }

  async run() {
    while (!this.stopped) {
      let failed = false;
      try {
        await this.connectOnce();
      } catch (error) {
        failed = !this.stopped && error?.name !== "AbortError";
        if (failed) this.reporter.fail(describeFailure(error, this.config));
      }
      if (this.stopped) break;
      await sleep(failed ? this.backoff : MIN_BACKOFF_MS);
      if (failed) this.backoff = Math.min(this.backoff * 2, MAX_BACKOFF_MS);
    }
  }

  async connectOnce() {
    const { serverUrl, gameId, token } = this.config;
    const headers = { Authorization: `Bearer ${token}`, Accept: "text/event-stream" };
    if (this.lastEventId !== null) headers["Last-Event-ID"] = this.lastEventId;
    this.current = new AbortController();
    const path = `/v1/games/${encodeURIComponent(gameId)}/events/stream`;
    const response = await request(`${serverUrl}${path}`, { headers, signal: this.current.signal });
    this.connections += 1;
    this.backoff = MIN_BACKOFF_MS;
    this.reporter.ok();
    await this.onConnect();
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
