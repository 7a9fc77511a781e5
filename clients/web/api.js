// The public /v1 API over fetch, and nothing else: every request goes to this page's own
// origin (relative URLs), with the seat's bearer token in the Authorization header.

import { currentLanguage } from "./i18n.js";

/** @typedef {import("./types.js").Problem} Problem */

/** An answer that is an RFC 9457 problem (status >= 400). */
export class ApiProblem extends Error {
  /**
   * @param {number} status
   * @param {Problem} problem
   */
  constructor(status, problem) {
    super(`${status} ${problem.code || ""}: ${problem.detail || problem.title || ""}`);
    this.status = status;
    this.problem = problem;
  }
}

/**
 * @typedef {object} RequestOptions
 * @property {string | null} [token] the seat's bearer token
 * @property {unknown} [body] a JSON body
 * @property {number | null} [ifMatch] apply only at this version (If-Match)
 * @property {string | null} [idempotencyKey]
 * @property {"json" | "text"} [as] how to read the answer
 * @property {boolean} [conditional] keep the answer and its ETag; ask again with
 *   If-None-Match, so an unchanged resource answers 304 and the kept body is reused
 * @property {number | null} [minVersion] a version the page has seen (the live feed's
 *   last): the answer is at least that new (?min_version=, not part of the kept key)
 */

/** @type {Map<string, {etag: string, body: any}>} answers kept by URL (conditional reads) */
const kept = new Map();

/**
 * One request; the decoded answer, or an ApiProblem.
 * @param {string} method
 * @param {string} path
 * @param {RequestOptions} [options]
 * @returns {Promise<{status: number, etag: string | null, body: any}>}
 */
export async function request(method, path, options = {}) {
  /** @type {Record<string, string>} */
  const headers = { Accept: options.as === "text" ? "*/*" : "application/json", "Accept-Language": currentLanguage() };
  if (options.token) headers.Authorization = `Bearer ${options.token}`;
  if (options.body !== undefined) headers["Content-Type"] = "application/json";
  if (options.ifMatch != null) headers["If-Match"] = `"${options.ifMatch}"`;
  if (options.idempotencyKey) headers["Idempotency-Key"] = options.idempotencyKey;
  const memo = options.conditional ? kept.get(`${options.token || ""} ${path}`) : undefined;
  if (memo) headers["If-None-Match"] = memo.etag;
  const url = options.minVersion ? `${path}${path.includes("?") ? "&" : "?"}min_version=${options.minVersion}` : path;
  const response = await fetch(url, {
    method, headers, cache: "no-store",
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  if (response.status === 304 && memo) return { status: 304, etag: memo.etag, body: memo.body };
  if (!response.ok) throw new ApiProblem(response.status, await problemOf(response));
  const body = options.as === "text" ? await response.text() : await response.json();
  const etag = response.headers.get("ETag");
  if (options.conditional && etag) kept.set(`${options.token || ""} ${path}`, { etag, body });
  return { status: response.status, etag, body };
}

/**
 * The problem document of a failed answer (or one made up from its status line).
 * @param {Response} response
 * @returns {Promise<Problem>}
 */
async function problemOf(response) {
  const text = await response.text();
  try {
    const parsed = JSON.parse(text);
    if (parsed && typeof parsed === "object") return /** @type {Problem} */ (parsed);
  } catch (_error) {
    // not JSON: fall through
  }
  return { type: "about:blank", status: response.status, title: response.statusText, detail: text, code: "http_error" };
}

/** @returns {string} a fresh Idempotency-Key */
export function newKey() {
  return crypto.randomUUID();
}

/**
 * GET a game resource as this seat.
 * @param {string} gameId
 * @param {string} path e.g. "/state"
 * @param {string} token
 * @param {number | null} [at] a past version
 * @param {boolean} [conditional] with If-None-Match (an unchanged answer is not sent again)
 */
export function getGame(gameId, path, token, at = null, conditional = false) {
  const query = at == null ? "" : `?at=${at}`;
  return request("GET", `/v1/games/${encodeURIComponent(gameId)}${path}${query}`, { token, conditional });
}
