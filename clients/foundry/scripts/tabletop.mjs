// Tabletop server -> Foundry VTT chat (v12, v13): follows a game's live feed and posts each
// log entry as a ChatMessage built from the server's Foundry export, with the server's dice
// as evaluated rolls that Foundry draws and Dice So Nice animates. `/tt` sends a command.
// Talks to the server only through its public /v1 API.
//
// Like Foundry's own packages, this file only registers hooks when it loads: the settings
// in `init`, the feed in `ready`; `game`, `ui` and the ChatMessage class are read when a
// hook runs (see host.mjs), since at load time `game` is only a placeholder.
import { parseCommand, sendCommand } from "./commands.mjs";
import { FeedFollower } from "./feed.mjs";
import { currentGame, notify } from "./host.mjs";
import { ChatPoster } from "./poster.mjs";
import { Reporter } from "./report.mjs";
import { MODULE_ID, configured, readConfig, registerSettings } from "./settings.mjs";

export { MODULE_ID };

/** The running link to the game (GM browsers only), for the console: `game.modules.get("tabletop").api`. */
export const link = { poster: null, follower: null, reporter: new Reporter() };

function start() {
  const game = currentGame();
  const config = readConfig(game);
  if (!configured(config)) {
    if (game.user?.isGM) notify("warn", "set the Server URL, the Game id and your Seat token in the module settings.");
    return;
  }
  if (!game.user?.isGM) return;
  link.poster = new ChatPoster({ config, reporter: link.reporter });
  link.follower = new FeedFollower({
    config, reporter: link.reporter,
    onEvent: () => link.poster.sync({ live: true }),
    onConnect: () => link.poster.sync({ live: false }),
  });
  const module = game.modules?.get?.(MODULE_ID);
  if (module) module.api = link;
  // Follow from the version the first sync saw, so nothing committed in between is missed.
  link.poster.sync({ live: false }).then(() => {
    if (link.poster.version !== null) link.follower.lastEventId = String(link.poster.version);
    return link.follower.run();
  });
}

function onChatMessage(text) {
  let command;
  try {
    command = parseCommand(text);
  } catch (error) {
    notify("error", `not a command: ${error.message}`);
    return false;
  }
  if (command === null) return true;
  const config = readConfig(currentGame());
  if (!configured(config)) {
    notify("error", "set the Server URL, the Game id and your Seat token in the module settings first.");
    return false;
  }
  sendCommand(config, command).catch((error) => notify("error", error.message));
  return false;
}

/** True for a message this module posted as history (no 3D dice for it). */
function isHistory(messageId) {
  return currentGame()?.messages?.get(messageId)?.flags?.[MODULE_ID]?.history === true;
}

Hooks.once("init", () => registerSettings(currentGame()));
Hooks.once("ready", start);
Hooks.on("chatMessage", (_chatLog, text) => onChatMessage(text));
// Dice So Nice: hide history rolls (5.x, documented "Hide a roll": `context.blind = true`
// in diceSoNiceRollStart) and do not even process them (6.x, diceSoNiceMessagePreProcess);
// history messages also carry the `dice-so-nice.skip` flag of its message flags reference.
Hooks.on("diceSoNiceRollStart", (messageId, context) => { if (isHistory(messageId)) context.blind = true; });
Hooks.on("diceSoNiceMessagePreProcess", (messageId, interception) => {
  if (isHistory(messageId)) interception.willTrigger3DRoll = false;
});
