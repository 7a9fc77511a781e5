// The module's settings and console API, declared to fvtt-types (its documented way for a
// module's own settings and `game.modules.get(id).api`), as settings.mjs registers them.
import "fvtt-types/configuration";
import type { link } from "../scripts/tabletop.mjs";

declare module "fvtt-types/configuration" {
  interface SettingConfig {
    "tabletop-server-log.serverUrl": string;
    "tabletop-server-log.gameId": string;
    "tabletop-server-log.seatToken": string;
    "tabletop-server-log.historyLimit": number;
    /** The last version of each game this world has posted, by game id. */
    "tabletop-server-log.posted": Record<string, number>;
    /** The world's share link of each game, by game id. */
    "tabletop-server-log.boardShare": Record<string, string>;
  }

  interface ModuleConfig {
    "tabletop-server-log": { api: typeof link };
  }
}
