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
import { GmReader } from "./gm.mjs";
import { currentGame, generation, notify, t } from "./host.mjs";
import { ChatPoster } from "./poster.mjs";
import { Reporter } from "./report.mjs";
import { MODULE_ID, configured, readConfig, registerSettings } from "./settings.mjs";

export { MODULE_ID };

/** The running link to the game, for the console: `game.modules.get(MODULE_ID).api`. */
export const link = { poster: null, follower: null, reporter: new Reporter(), gm: new GmReader() };

function start() {
  const game = currentGame();
  const config = readConfig(game);
  if (!configured(config)) {
    if (game.user?.isGM) notify("warn", t("Notify.Configure"));
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
    notify("error", t("Notify.NotACommand", { error: error.message }));
    return false;
  }
  if (command === null) return true;
  const config = readConfig(currentGame());
  if (!configured(config)) {
    notify("error", t("Notify.ConfigureFirst"));
    return false;
  }
  sendCommand(config, command).catch((error) => notify("error", error.message));
  return false;
}

/** True for a message this module posted as history (quiet, no 3D dice). */
function isHistory(message) {
  return message?.flags?.[MODULE_ID]?.history === true;
}
const historyById = (messageId) => isHistory(currentGame()?.messages?.get(messageId));

/** A rendered chat card: a GM's browser fills in gm-only entries; v13 renders the card
 * of its chat notifications with `canClose` (`ChatLog##postNotification`), which stays
 * hidden for history so that a first sync pops no card per entry. */
function onRender(message, html, context) {
  link.gm.render(message, html);
  const element = html?.[0] ?? html;
  if (context?.canClose && isHistory(message) && element?.style) element.style.display = "none";
}

Hooks.once("init", () => {
  registerSettings(currentGame());
  // v13 renders cards with `renderChatMessageHTML` (an HTMLElement) and calls the jQuery
  // `renderChatMessage` only, deprecated, when something listens to it.
  if (generation() >= 13) Hooks.on("renderChatMessageHTML", onRender);
  else Hooks.on("renderChatMessage", onRender);
});
Hooks.once("ready", start);
Hooks.on("chatMessage", (_chatLog, text) => onChatMessage(text));
// Dice So Nice: hide history rolls (5.x, documented "Hide a roll": `context.blind = true`
// in diceSoNiceRollStart) and do not even process them (6.x, diceSoNiceMessagePreProcess);
// history messages also carry the `dice-so-nice.skip` flag of its message flags reference.
Hooks.on("diceSoNiceRollStart", (messageId, context) => { if (historyById(messageId)) context.blind = true; });
Hooks.on("diceSoNiceMessagePreProcess", (messageId, interception) => {
  if (historyById(messageId)) interception.willTrigger3DRoll = false;
});
