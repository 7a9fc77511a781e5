/**
 * The official TypeScript client of the tabletop game server: a thin layer over `fetch`
 * whose every path, parameter, body and answer is typed by `paths` (./api.d.ts, generated
 * from the OpenAPI document by `make openapi`). A renamed field or a removed operation is
 * a compile error in the caller, not a surprise at the table.
 *
 *     const client = createClient("http://127.0.0.1:8000");
 *     const game = await client.POST("/v1/games", { body: { ruleset: "espri", title: "…" } });
 *     const gm = client.withToken(game.gm_token);
 */
import type { components, operations, paths } from "./api.js";

export type { components, operations, paths };
/** The document's schemas by name: `Schemas["CommandIn"]`, `Schemas["Problem"]`… */
export type Schemas = components["schemas"];

/** The HTTP methods the API uses. */
export type Method = "get" | "post" | "delete";
/** The paths that have an operation for `M`. */
export type PathsWith<M extends Method> = {
  [P in keyof paths]: paths[P][M] extends undefined | never ? never : P;
}[keyof paths];
/** The operation at `P` for `M`. */
export type Operation<P extends keyof paths, M extends Method> = NonNullable<paths[P][M]>;

type Parameters<O, K extends "path" | "query" | "header"> =
  O extends { parameters: { [key in K]?: infer X } } ? X : never;
type Body<O> = O extends { requestBody?: { content: { "application/json": infer B } } }
  ? B : never;
type Success<R> = R extends { 200: infer A } ? A : R extends { 201: infer A } ? A
  : R extends { 202: infer A } ? A : R extends { 204: infer A } ? A : never;
type Payload<A> = A extends { content: { "application/json": infer B } } ? B
  : A extends { content: object } ? string : undefined;
/** What a successful call answers: its JSON, the text of another media type, or nothing. */
export type Answer<O> = O extends { responses: infer R } ? Payload<Success<R>> : never;

type Defined<X> = [X] extends [never] ? false : [X] extends [undefined] ? false : true;
type Required<O> = Defined<Parameters<O, "path">> extends true ? true
  : O extends { requestBody: object } ? true : false;

/** A call's parameters, as the operation declares them. */
export type Options<O> = {
  path?: Parameters<O, "path">;
  query?: Parameters<O, "query">;
  headers?: Parameters<O, "header"> & Record<string, string>;
  body?: Body<O>;
  signal?: AbortSignal;
} & (Defined<Parameters<O, "path">> extends true ? { path: Parameters<O, "path"> } : object)
  & (O extends { requestBody: object } ? { body: Body<O> } : object);
type Args<O> = Required<O> extends true ? [options: Options<O>] : [options?: Options<O>];

/** An RFC 9457 problem answered by the server (its stable `code`, its localized `detail`). */
export class ProblemError extends Error {
  constructor(readonly status: number, readonly problem: Schemas["Problem"]) {
    super(`${status} ${problem.code}: ${problem.detail ?? problem.title}`);
    this.name = "ProblemError";
  }
}

/** Settings of a client besides its server and token. */
export interface ClientOptions {
  /** Sent as `Accept-Language` (`en` or `fr`): the language of the text in the answers. */
  language?: string;
  /** The `fetch` to use (default: the global one). */
  fetch?: typeof fetch;
}

/** One seat's (or nobody's) view of the server. */
export interface Client {
  readonly baseUrl: string;
  GET<P extends PathsWith<"get">>(path: P, ...args: Args<Operation<P, "get">>
  ): Promise<Answer<Operation<P, "get">>>;
  POST<P extends PathsWith<"post">>(path: P, ...args: Args<Operation<P, "post">>
  ): Promise<Answer<Operation<P, "post">>>;
  DELETE<P extends PathsWith<"delete">>(path: P, ...args: Args<Operation<P, "delete">>
  ): Promise<Answer<Operation<P, "delete">>>;
  /** The same server, as the seat that holds `token`. */
  withToken(token: string): Client;
}

function url(baseUrl: string, path: string, options: Options<unknown>): URL {
  const params = (options.path ?? {}) as Record<string, unknown>;
  const filled = path.replace(/\{(\w+)\}/g, (_, name: string) => {
    if (params[name] === undefined) throw new TypeError(`missing path parameter ${name}`);
    return encodeURIComponent(String(params[name]));
  });
  const target = new URL(filled.replace(/^\//, ""), baseUrl.endsWith("/") ? baseUrl : `${baseUrl}/`);
  const query = (options.query ?? {}) as Record<string, unknown>;
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) target.searchParams.append(name, String(value));
  }
  return target;
}

async function call(baseUrl: string, token: string | undefined, settings: ClientOptions,
  method: string, path: string, options: Options<unknown> = {}): Promise<unknown> {
  const headers: Record<string, string> = { accept: "application/json, */*;q=0.5" };
  if (token !== undefined) headers.authorization = `Bearer ${token}`;
  if (settings.language !== undefined) headers["accept-language"] = settings.language;
  if (options.body !== undefined) headers["content-type"] = "application/json";
  Object.assign(headers, options.headers ?? {});
  const response = await (settings.fetch ?? fetch)(url(baseUrl, path, options), {
    method, headers, signal: options.signal,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const type = response.headers.get("content-type") ?? "";
  const json = /[/+]json\b/.test(type);
  if (!response.ok) {
    const problem = json ? await response.json() as Schemas["Problem"]
      : { type: "about:blank", code: "http_error", title: response.statusText, status: response.status,
          detail: await response.text() } as unknown as Schemas["Problem"];
    throw new ProblemError(response.status, problem);
  }
  if (response.status === 204) return undefined;
  return json ? response.json() : response.text();
}

/** A client of the server at `baseUrl`, anonymous or (with `token`) a seat's. */
export function createClient(baseUrl: string, token?: string,
  settings: ClientOptions = {}): Client {
  const send = (method: string) => (path: string, options?: Options<unknown>) =>
    call(baseUrl, token, settings, method, path, options);
  return {
    baseUrl,
    GET: send("GET"),
    POST: send("POST"),
    DELETE: send("DELETE"),
    withToken: (other: string) => createClient(baseUrl, other, settings),
  } as Client;
}
