"""The log lines of actions, situations, rerolls, flaws and adjectives."""

from domain.core.words import Words, say
from domain.voyages import events as ev
from domain.voyages.narrate import glossary as g
from domain.voyages.narrate.wording import capital, modifiers, pool, signed, target, who
from domain.voyages.state import VoyagesState


def action_rolled(s: VoyagesState, event: ev.ActionRolled, w: Words) -> str:
    """``Doc rolls: 4 (delicate task -2)``; each helper's die after it."""
    line = say(w, "%(name)s rolls: %(die)d (%(modifiers)s)", name=who(s, event.character_id, w),
               die=event.main.dice.values[0], modifiers=modifiers(event.main.modifiers, w))
    helpers = "".join("; " + helped(s, h, w) for h in event.helpers)
    invited = "".join("; " + say(w, "%(name)s is asked to help", name=who(s, cid, w))
                      for cid in event.invited)
    return line + helpers + invited


def helped(s: VoyagesState, h: ev.HelperRoll, w: Words) -> str:
    """``Lys helps: 5 (+1)``."""
    return say(w, "%(name)s helps: %(die)d (%(score)s)", name=who(s, h.character_id, w),
               die=h.dice.values[0], score=signed(h.score))


def help_joined(s: VoyagesState, event: ev.HelpJoined, w: Words) -> str:
    """U1: a helper of another seat rolls its help."""
    return helped(s, event.helper, w)


def action_result(s: VoyagesState, event: ev.ActionResultComputed, w: Words) -> str:
    """``Doc: total 4 — yes``."""
    action = s.actions.get(event.action_id)
    name = who(s, action.character_id, w) if action else event.action_id
    if event.natural_one:
        return say(w, "%(name)s: natural 1 — %(tier)s", name=name, tier=g.tier(w, event.tier))
    if event.margin is not None:
        return say(w, "%(name)s: total %(total)d — %(tier)s, margin %(margin)d", name=name,
                   total=event.total, tier=g.tier(w, event.tier), margin=event.margin)
    return say(w, "%(name)s: total %(total)d — %(tier)s", name=name, total=event.total,
               tier=g.tier(w, event.tier))


def maybe_resolved(s: VoyagesState, event: ev.MaybeResolved, w: Words) -> str:
    """``Doc lowers the ambition``."""
    action = s.actions.get(event.action_id)
    name = who(s, action.character_id, w) if action else event.action_id
    return say(w, "%(name)s %(answer)s", name=name, answer=g.maybe_option(w, event.option))


def rerolled(s: VoyagesState, event: ev.RollRerolled, w: Words) -> str:
    """``Reroll: 2 becomes 5 (score +1)``."""
    return say(w, "Reroll: %(before)d becomes %(after)d (score %(score)s)",
               before=event.previous_die, after=event.dice.values[0], score=signed(event.new_score))


def situation_rolled(s: VoyagesState, event: ev.SituationRolled, w: Words) -> str:
    """``Tetra rolls in the situation: 6 (no modifier) — score +2``."""
    return say(w, "%(name)s rolls in the situation: %(die)d (%(modifiers)s) — score %(score)s",
               name=capital(who(s, event.character_id, w)), die=event.dice.values[0],
               modifiers=modifiers(event.modifiers, w), score=signed(event.score))


def situation_scored(s: VoyagesState, event: ev.SituationScored, w: Words) -> str:
    """``Situation scored: Tetra +2, the environment -2``."""
    if event.value is not None:
        return say(w, "Situation scored: value %(value)s", value=signed(event.value))
    pools = ", ".join(f"{pool(s, p.pool_id, w)} {signed(p.points)}" for p in event.pools)
    return say(w, "Situation scored: %(pools)s", pools=pools)


def points_spent(s: VoyagesState, event: ev.SituationPointsSpent, w: Words) -> str:
    """``Tetra spends: adjective agile for 2 (0 left)``."""
    bought = ", ".join(say(w, "%(effect)s for %(cost)d", cost=p.cost,
                           effect=" ".join(filter(None, (g.effect(w, p.effect), p.name))))
                       for p in event.purchases) or w.gettext("nothing")
    return say(w, "%(pool)s spends: %(bought)s (%(left)d left)",
               pool=capital(pool(s, event.pool_id, w)), bought=bought, left=event.remaining)


def flaw(s: VoyagesState, event: ev.FlawInvoked, w: Words) -> str:
    """``Doc invokes the flaw curieux: …``."""
    return say(w, "%(name)s invokes the flaw %(flaw)s: %(instead)s",
               name=who(s, event.character_id, w), flaw=event.flaw,
               instead=event.replacement_description)


def adjective_added(s: VoyagesState, event: ev.AdjectiveAdded, w: Words) -> str:
    """``Tetra gains the negative adjective blessé 1``."""
    values = {"name": target(s, event.target), "polarity": g.polarity(w, event.polarity),
              "adjective": event.name, "value": event.value}
    if event.is_false:
        return say(w, "%(name)s gains the false %(polarity)s adjective %(adjective)s "
                      "%(value)d", **values)
    return say(w, "%(name)s gains the %(polarity)s adjective %(adjective)s %(value)d",
               **values)


def adjective_value_changed(s: VoyagesState, event: ev.AdjectiveValueChanged, w: Words) -> str:
    """``Tetra's blessé: 1 → 2``."""
    carrier = (s.characters if event.target.kind == "character" else s.things).get(event.target.id)
    held = carrier.adjectives if carrier is not None else ()
    name = next((a.name for a in held if a.adjective_id == event.adjective_id), event.adjective_id)
    return say(w, "%(carrier)s's %(adjective)s: %(before)d → %(after)d",
               carrier=target(s, event.target), adjective=name, before=event.old_value,
               after=event.new_value)
