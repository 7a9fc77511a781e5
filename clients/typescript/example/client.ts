/**
 * A minimal client over `fetch` whose every request and response type comes from the
 * generated `paths` (src/api.d.ts): a renamed field, a removed operation or a changed
 * answer in the OpenAPI document is a compile error here, not a surprise at the table.
 */
import type { components, paths } from "../src/api.js";

export type Schemas = components["schemas"];

type Json<T> = T extends { content: { "application/json": infer B } } ? B : never;
type Op<P extends keyof paths, M extends "get" | "post"> = NonNullable<paths[P][M]>;
type BodyOf<P extends keyof paths, M extends "get" | "post"> =
  Op<P, M> extends { requestBody: infer B } ? Json<NonNullable<B>> : never;
type OkOf<P extends keyof paths, M extends "get" | "post"> =
  Op<P, M> extends { responses: infer R }
    ? R extends { 200: infer A } ? Json<A> : R extends { 201: infer A } ? Json<A> : never
    : never;

/** An RFC 9457 problem answered by the server. */
export class ProblemError extends Error {
  constructor(readonly status: number, readonly problem: Schemas["Problem"]) {
    super(`${status} ${problem.code}: ${problem.detail}`);
  }
}

/** One seat's view of the server (its bearer token, when it has one). */
export class Tabletop {
  constructor(readonly baseUrl: string, readonly token?: string) {}

  /** The same server, as another seat. */
  as(token: string): Tabletop {
    return new Tabletop(this.baseUrl, token);
  }

  private async request<T>(method: "GET" | "POST", path: string, body?: unknown): Promise<T> {
    const headers: Record<string, string> = { accept: "application/json" };
    if (this.token !== undefined) headers.authorization = `Bearer ${this.token}`;
    if (body !== undefined) headers["content-type"] = "application/json";
    const response = await fetch(new URL(path, this.baseUrl), {
      method, headers, body: body === undefined ? undefined : JSON.stringify(body),
    });
    const answer: unknown = await response.json();
    if (!response.ok) throw new ProblemError(response.status, answer as Schemas["Problem"]);
    return answer as T;
  }

  createGame(body: BodyOf<"/v1/games", "post">): Promise<OkOf<"/v1/games", "post">> {
    return this.request("POST", "/v1/games", body);
  }

  addSeat(gameId: string, body: BodyOf<"/v1/games/{game_id}/seats", "post">,
  ): Promise<OkOf<"/v1/games/{game_id}/seats", "post">> {
    return this.request("POST", `/v1/games/${gameId}/seats`, body);
  }

  sendCommand(gameId: string, command: BodyOf<"/v1/games/{game_id}/commands", "post">,
  ): Promise<OkOf<"/v1/games/{game_id}/commands", "post">> {
    return this.request("POST", `/v1/games/${gameId}/commands`, command);
  }

  getState(gameId: string): Promise<OkOf<"/v1/games/{game_id}/state", "get">> {
    return this.request("GET", `/v1/games/${gameId}/state`);
  }

  getAvailable(gameId: string): Promise<OkOf<"/v1/games/{game_id}/available", "get">> {
    return this.request("GET", `/v1/games/${gameId}/available`);
  }

  getBoard(gameId: string): Promise<OkOf<"/v1/games/{game_id}/board", "get">> {
    return this.request("GET", `/v1/games/${gameId}/board`);
  }

  getCharacter(gameId: string, characterId: string,
  ): Promise<OkOf<"/v1/games/{game_id}/characters/{character_id}", "get">> {
    return this.request("GET", `/v1/games/${gameId}/characters/${characterId}`);
  }

  listEvents(gameId: string, after = 0): Promise<OkOf<"/v1/games/{game_id}/events", "get">> {
    return this.request("GET", `/v1/games/${gameId}/events?after=${after}`);
  }
}
