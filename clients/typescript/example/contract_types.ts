/**
 * Compile-time checks of the generated types: `tsc --strict --noEmit` fails if the
 * OpenAPI document stops typing these (each alias must be `true`).
 */
import type { Schemas } from "./client.js";

type Equal<X, Y> =
  (<T>() => T extends X ? 1 : 2) extends (<T>() => T extends Y ? 1 : 2) ? true : false;
type Expect<T extends true> = T;

type Colour = "autumn" | "rupture" | "spring" | "summer" | "time" | "winter";
type Cell = Schemas["EspriQuadrantView"]["cells"][number];
type Drawn = Extract<Schemas["EspriEvent"], { type: "GemsDrawn" }>;

export type BoardCellIsAColourOrNull = Expect<Equal<Cell, Colour | null>>;
export type GemsDrawnCarriesTypedGems = Expect<Equal<Drawn["data"]["gems"], Colour[]>>;
export type EventTypesAreLiterals = Expect<Equal<Drawn["type"], "GemsDrawn">>;
export type RedactedIsAnEventOfEveryRuleset =
  Expect<Equal<Extract<Schemas["ArdriEvent"], { type: "Redacted" }>["data"],
    Schemas["PlatformRedacted"]>>;

/** Without narrowing on `type`, `data.gems` is not there to read. */
export function unnarrowed(event: Schemas["EspriEvent"]): unknown {
  // @ts-expect-error: `gems` exists only on GemsDrawn's data
  return event.data.gems;
}

/** A board cell cannot hold anything but a colour or null. */
export function notAColour(cells: Schemas["EspriQuadrantView"]["cells"]): void {
  // @ts-expect-error: "gold" is no ESPRI gem
  cells[0] = "gold";
}
