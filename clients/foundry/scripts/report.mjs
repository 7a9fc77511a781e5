// Problems told once: a failure is shown (one notification, one console line) when it
// starts or changes kind, not at every retry; the next success says so once.
import { notify, t } from "./host.mjs";
import { MODULE_ID } from "./settings.mjs";

/** The server could not be reached at all (fetch itself failed). */
export class Unreachable extends Error {
  constructor(url, cause) {
    super(`${url}: ${cause?.cause?.code ?? cause?.message ?? cause}`);
    this.cause = cause;
  }
}

/** `fetch`, with a network failure as `Unreachable` and an answer that is not 2xx as
 * `HttpError`. */
export async function request(url, init = {}) {
  let response;
  try {
    response = await fetch(url, init);
  } catch (error) {
    if (error?.name === "AbortError") throw error;
    throw new Unreachable(url, error);
  }
  if (!response.ok) throw new HttpError(new URL(url).pathname, response.status);
  return response;
}

/** A failure as a kind and a sentence for the GM. */
export function describeFailure(error, config) {
  if (!(error instanceof HttpError) && !(error instanceof Unreachable)) {
    return { kind: "failure", text: t("Notify.Failure", { error: error?.message ?? error }) };
  }
  const status = error instanceof HttpError ? error.status : undefined;
  if (status === 401) return { kind: "token", text: t("Notify.Token") };
  if (status === 403) return { kind: "forbidden", text: t("Notify.Forbidden") };
  if (status === 404) return { kind: "game", text: t("Notify.Game", { game: config.gameId }) };
  if (status) return { kind: `http-${status}`, text: t("Notify.Http", { status }) };
  return { kind: "unreachable", text: t("Notify.Unreachable", { url: config.serverUrl }), detail: error.message };
}

/** An HTTP answer that is not 2xx, as an error carrying its status. */
export class HttpError extends Error {
  constructor(path, status) {
    super(`${path} answered ${status}`);
    this.status = status;
  }
}

export class Reporter {
  constructor() { this.current = null; }

  /** A failure of `kind`; told only if it is not the failure already told. */
  fail({ kind, text, detail }) {
    if (this.current === kind) return;
    this.current = kind;
    notify("error", text);
    console.warn(`${MODULE_ID} | ${text}${detail ? ` (${detail})` : ""}`);
  }

  /** Things work (again). */
  ok() {
    if (this.current === null) return;
    this.current = null;
    notify("info", t("Notify.Again"));
  }
}
