/**
 * Plays create -> seat -> ESPRI setup -> DeclareCall -> DrawGems with the official
 * TypeScript client (the `tabletop-client` tarball `npm pack` made, installed beside this
 * file) against the server at TABLETOP_URL; the commands come from STEPS_JSON. Prints the
 * drawn gems; exits non-zero on any refusal. `typeChecks` is compiled, never run: each
 * `@ts-expect-error` proves the client's types refuse a wrong call.
 */
import { readFileSync } from "node:fs";
import { type Client, createClient, ProblemError, type Schemas } from "tabletop-client";

type Step = { seat: "gm" | "player"; command: Schemas["CommandIn"] };

export function typeChecks(client: Client): void {
  // @ts-expect-error a game needs its rule system
  void client.POST("/v1/games", { body: { title: "No ruleset" } });
  // @ts-expect-error the state of which game: the path parameter is required
  void client.GET("/v1/games/{game_id}/state");
  // @ts-expect-error no operation answers GET on the commands path
  void client.GET("/v1/games/{game_id}/commands", { path: { game_id: "x" } });
}

async function main(): Promise<void> {
  const steps = JSON.parse(readFileSync(process.env["STEPS_JSON"] ?? "", "utf8")) as Step[];
  const anonymous = createClient(process.env["TABLETOP_URL"] ?? "");
  const created = await anonymous.POST("/v1/games", { body: {
    ruleset: "espri", title: "Official SDK", options: { randomness: "mixed" } } });
  const gameId: string = created.game_id;
  const gm = anonymous.withToken(created.gm_token);
  const seat = await gm.POST("/v1/games/{game_id}/seats", { path: { game_id: gameId },
    body: { role: "player", name: "Annick" } });
  const player = anonymous.withToken(seat.token);
  let drawn: string[] = [];
  for (const step of steps) {
    const command = step.command.type === "RegisterCharacter"
      ? { ...step.command, player_id: seat.seat_id } : step.command;
    const answer = await (step.seat === "gm" ? gm : player).POST(
      "/v1/games/{game_id}/commands", { path: { game_id: gameId }, body: command });
    for (const event of answer.events) {
      if (event.type === "GemsDrawn" && "gems" in event.data) drawn = event.data.gems.map(String);
    }
  }
  if (drawn.length === 0) throw new Error("no GemsDrawn event");
  const refused = await gm.GET("/v1/games/{game_id}/state", // another game: 403 wrong_game
    { path: { game_id: "00000000-0000-0000-0000-000000000000" } }).catch((e: unknown) => e);
  if (!(refused instanceof ProblemError) || refused.problem.code !== "wrong_game") throw refused;
  console.log(`drawn: ${drawn.join(",")}`);
}

main().catch((error: unknown) => { console.error(error); process.exit(1); });
