// Dice So Nice 5.x in a harness client, as its `main.js` and `Dice3D.js` handle a new chat
// message: on `createChatMessage`, a message that is a roll, whose content this user may
// see and whose rolls have dice, is animated through `showForRoll`, which calls the
// documented hook `diceSoNiceRollStart(messageId, context)` and then `show(...,
// context.blind)`: a blind roll is not shown (`if (!blind) animate; else resolve(false)`).
// The harness records which messages were animated (`client.animated`).
export function installDiceSoNice(client) {
  client.animated = [];
  const game = client.game;
  game.dice3d = { messageHookDisabled: false };
  client.Hooks.on("createChatMessage", (message) => {
    if (!message.isRoll || !message.isContentVisible || game.dice3d.messageHookDisabled) return;
    if (!message.rolls.some((roll) => roll.dice.length > 0)) return;
    for (const roll of message.rolls) {
      const context = { roll, user: message.author, users: message.whisper, blind: false };
      client.Hooks.callAll("diceSoNiceRollStart", message.id, context);
      if (!context.blind) client.animated.push(message.id);
    }
  });
}
