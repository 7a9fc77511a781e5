/**
 * Plays create -> seat -> ESPRI setup -> DeclareCall -> DrawGems with the SDK that
 * @hey-api/openapi-ts generated (copied beside this file as ./heyapi) against the server
 * at TABLETOP_URL; the commands come from STEPS_JSON (the test suite's ESPRI scenario).
 * Prints the drawn gems; exits non-zero on any refusal.
 */
import { readFileSync } from "node:fs";
import { createClient } from "./heyapi/client";
import { addSeat, createGame, sendCommand } from "./heyapi/sdk.gen";
import type { CommandIn, EspriCommandOut } from "./heyapi/types.gen";

type Step = { seat: "gm" | "player"; command: CommandIn };

async function main(): Promise<void> {
  const baseUrl = process.env["TABLETOP_URL"] ?? "";
  const steps = JSON.parse(readFileSync(process.env["STEPS_JSON"] ?? "", "utf8")) as Step[];
  const anonymous = createClient({ baseUrl });
  const created = await createGame({ client: anonymous, throwOnError: true, body: {
    ruleset: "espri", title: "Generated client", options: { randomness: "mixed" } } });
  const gameId = created.data.game_id;
  const gm = createClient({ baseUrl, auth: created.data.gm_token });
  const seat = await addSeat({ client: gm, throwOnError: true, path: { game_id: gameId },
    body: { role: "player", name: "Annick" } });
  const player = createClient({ baseUrl, auth: seat.data.token });
  let drawn: string[] = [];
  for (const step of steps) {
    const command = step.command.type === "RegisterCharacter"
      ? { ...step.command, player_id: seat.data.seat_id } as CommandIn : step.command;
    const answer = await sendCommand({ client: step.seat === "gm" ? gm : player,
      throwOnError: true, path: { game_id: gameId }, body: command });
    const out = answer.data as EspriCommandOut;
    for (const event of out.events) {
      if (event.type === "GemsDrawn") drawn = event.data.gems.map(String);
    }
  }
  if (drawn.length === 0) throw new Error("no GemsDrawn event");
  console.log(`drawn: ${drawn.join(",")}`);
}

main().catch((error: unknown) => { console.error(error); process.exit(1); });
