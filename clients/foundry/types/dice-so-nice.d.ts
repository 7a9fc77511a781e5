// The hooks of the Dice So Nice module (not Foundry's, so not in fvtt-types) that
// tabletop.mjs listens to, declared the way fvtt-types asks for a module's own hooks.
// Shapes as Dice So Nice's `DiceSoNice#showForRoll` / `_preProcessMessage` call them.
import "fvtt-types/configuration";

declare module "fvtt-types/configuration" {
  namespace Hooks {
    interface HookConfig {
    /** 5.x: before a roll is shown; `context.blind = true` hides it ("Hide a roll"). */
    diceSoNiceRollStart: (messageId: string, context: { roll: Roll; user: User; blind: boolean }) => void;
    /** 6.x: before a message's rolls are processed; `false` skips the animation. */
    diceSoNiceMessagePreProcess: (messageId: string, interception: { willTrigger3DRoll: boolean }) => void;
    }
  }
}
