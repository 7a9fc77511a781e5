/**
 * The example flow: an ESPRI game in `mixed` randomness (the table's physical gems are
 * sent with the commands, so every figure is known in advance), one player seat owning
 * the quartet, the setup, then one Call (Déva leads winter; a success).
 */
import { type Schemas, Tabletop } from "./client.js";

export type EspriCommand = Schemas["EspriCommand"];
export type EspriEvent = Schemas["EspriEvent"];
export type Colour = Schemas["EspriGemsDrawn"]["gems"][number];

type Seat = "gm" | "player";
type Step = readonly [Seat, EspriCommand];

/** The quartet's registration (the player's seat is filled in), then the setup. */
function setup(playerId: string): Step[] {
  const register = (command: Omit<Schemas["EspriRegisterCharacter"], "player_id">): Step =>
    ["player", { ...command, player_id: playerId }];
  return [
    register({ type: "RegisterCharacter", id: "orlane", name: "Orlane", kind: "priestess",
      devotion: 6, seasons: { winter: 5, spring: 4, summer: 3, autumn: 3 }, harmony: 3,
      talents: ["Invocation"] }),
    register({ type: "RegisterCharacter", id: "deva", name: "Déva", kind: "guardian",
      devotion: 5, seasons: { winter: 6, spring: 3, summer: 2, autumn: 3 },
      tutelary_season: "winter", harmony: 2, talents: ["Abri"] }),
    register({ type: "RegisterCharacter", id: "ceres", name: "Cérès", kind: "guardian",
      devotion: 5, seasons: { autumn: 6, winter: 3, spring: 2, summer: 3 },
      tutelary_season: "autumn", harmony: 2, talents: ["Herboristerie"],
      relations: { deva: { nature: "tenderness", resonance_max: 1 } } }),
    register({ type: "RegisterCharacter", id: "kirin", name: "Ki-Rin", kind: "guardian",
      devotion: 4, seasons: { summer: 5, winter: 1, spring: 3, autumn: 3 },
      tutelary_season: "summer", harmony: 1, talents: ["Interrogatoire"] }),
    ["player", { type: "DrawSetupGems", character_id: "orlane", gems: ["time", "time",
      "time", "time", "rupture", "spring", "summer", "autumn", "spring", "summer", "autumn"] }],
    ["player", { type: "ChooseSetupPrayers", character_id: "orlane", keep: ["spring",
      "summer", "autumn", "spring", "summer", "autumn"],
      quadrants: ["winter", "winter", "winter", "winter", "spring"] }],
    ["player", { type: "DrawSetupGems", character_id: "deva", gems: ["winter", "winter",
      "winter", "winter", "winter", "winter", "time", "time", "spring", "summer", "autumn"] }],
    ["player", { type: "ChooseSetupPrayers", character_id: "deva",
      keep: ["winter", "winter", "spring", "summer", "autumn"] }],
    ["player", { type: "DrawSetupGems", character_id: "ceres", gems: ["autumn", "autumn",
      "autumn", "autumn", "autumn", "autumn", "winter", "spring", "spring", "summer",
      "summer"] }],
    ["player", { type: "ChooseSetupPrayers", character_id: "ceres",
      keep: ["winter", "spring", "summer", "autumn", "summer"] }],
    ["player", { type: "DrawSetupGems", character_id: "kirin", gems: ["summer", "summer",
      "summer", "summer", "summer", "spring", "autumn", "rupture", "time"] }],
    ["player", { type: "ChooseSetupPrayers", character_id: "kirin",
      keep: ["spring", "autumn", "summer", "time"] }],
    ["gm", { type: "CompleteSetup" }],
  ];
}

/** Call 1: n = winter 6 - weather 1 + 2 helpers = 7 gems drawn; a success. */
export const DRAWN: Colour[] = ["winter", "winter", "time", "spring", "spring", "autumn",
  "summer"];
const CALL: Step[] = [
  ["gm", { type: "DeclareCall", leader_id: "deva", called_season: "winter", talent: "Abri",
    helpers: [{ character_id: "ceres", mode: "resonance", word: "Pierre" },
      { character_id: "kirin", mode: "direct", talent: "Interrogatoire" }] }],
  ["player", { type: "DrawGems", gems: DRAWN }],
  ["player", { type: "AddPrayerGem", colour: "winter" }],
  ["player", { type: "PlaceCallGems", main: "winter" }],
  ["player", { type: "PlaceExtraGems", gems: ["winter", "winter", "time", "spring",
    "autumn", "summer"] }],
];

/** The gems of the call's draw, found by narrowing the event union on `type`. */
export function gemsDrawn(events: readonly EspriEvent[]): Colour[] {
  for (const event of events) {
    if (event.type === "GemsDrawn") return event.data.gems;
  }
  throw new Error("no GemsDrawn event");
}

/** What the leader's seat was offered once the call was declared, in words. */
export function describeOffers(offers: Schemas["EspriAvailableOut"]): string[] {
  const lines = offers.waiting_for.map((w) =>
    `waiting for ${w.character_name ?? w.seat_name ?? "the gm"}: ${w.types.join(", ")}`);
  for (const offer of offers.available) {
    const star = offer.awaited ? " (awaited)" : "";
    lines.push(`may send ${offer.type}${star} for ${(offer.character_ids ?? []).join(", ")}`);
  }
  return lines;
}

/** What the flow saw: the game, every event it caused, the board and Déva's sheet. */
export interface Played {
  gameId: string;
  offered: string[];
  events: EspriEvent[];
  board: Schemas["EspriBoardOut"];
  deva: Schemas["EspriCharacterOut"];
  state: Schemas["EspriStateOut"];
}

/** Create the game, invite the player, set up the quartet and play the Call. */
export async function playEspriCall(baseUrl: string): Promise<Played> {
  const anonymous = new Tabletop(baseUrl);
  const game = await anonymous.createGame({ ruleset: "espri", title: "The frozen spring",
    options: { randomness: "mixed" } });
  const gm = anonymous.as(game.gm_token);
  const seat = await gm.addSeat(game.game_id, { role: "player", name: "Annick" });
  const seats: Record<Seat, Tabletop> = { gm, player: anonymous.as(seat.token) };
  const events: EspriEvent[] = [];
  let offered: string[] = [];
  for (const [who, command] of [...setup(seat.seat_id), ...CALL]) {
    const answer = await seats[who].sendCommand(game.game_id, command);
    if (answer.ruleset !== "espri") throw new Error(`not an ESPRI answer: ${answer.ruleset}`);
    events.push(...answer.events);  // narrowed: EspriCommandOut's events are EspriEvents
    if (command.type === "DeclareCall") {
      const offers = await seats.player.getAvailable(game.game_id);
      if (offers.ruleset !== "espri") throw new Error("not ESPRI");
      offered = describeOffers(offers);
      for (const line of offered) console.log(line);
    }
  }
  const board = await gm.getBoard(game.game_id);
  const sheet = await seats.player.getCharacter(game.game_id, "deva");
  const state = await seats.player.getState(game.game_id);
  if (sheet.ruleset !== "espri" || state.ruleset !== "espri") throw new Error("not ESPRI");
  return { gameId: game.game_id, offered, events, board, deva: sheet, state };
}
