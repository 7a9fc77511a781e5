"""The log lines of actions, situations, rerolls, flaws and adjectives."""

from domain.core.words import Words, say
from domain.voyages import events as e
from domain.voyages.narrate import glossary as g
from domain.voyages.narrate.wording import capital, modifiers, pool, signed, target, who
from domain.voyages.state import VoyagesState


def action_rolled(s: VoyagesState, ev: e.ActionRolled, w: Words) -> str:
    """``Doc rolls: 4 (delicate task -2)``; each helper's die after it."""
    line = say(w, "%(name)s rolls: %(die)d (%(modifiers)s)", name=who(s, ev.character_id, w),
               die=ev.main.dice.values[0], modifiers=modifiers(ev.main.modifiers, w))
    helpers = "".join("; " + helped(s, h, w) for h in ev.helpers)
    invited = "".join("; " + say(w, "%(name)s is asked to help", name=who(s, cid, w))
                      for cid in ev.invited)
    return line + helpers + invited


def helped(s: VoyagesState, h: e.HelperRoll, w: Words) -> str:
    """``Lys helps: 5 (+1)``."""
    return say(w, "%(name)s helps: %(die)d (%(score)s)", name=who(s, h.character_id, w),
               die=h.dice.values[0], score=signed(h.score))


def help_joined(s: VoyagesState, ev: e.HelpJoined, w: Words) -> str:
    """U1: a helper of another seat rolls its help."""
    return helped(s, ev.helper, w)


def action_result(s: VoyagesState, ev: e.ActionResultComputed, w: Words) -> str:
    """``Doc: total 4 — yes``."""
    action = s.actions.get(ev.action_id)
    name = who(s, action.character_id, w) if action else ev.action_id
    if ev.natural_one:
        return say(w, "%(name)s: natural 1 — %(tier)s", name=name, tier=g.tier(w, ev.tier))
    if ev.margin is not None:
        return say(w, "%(name)s: total %(total)d — %(tier)s, margin %(margin)d", name=name,
                   total=ev.total, tier=g.tier(w, ev.tier), margin=ev.margin)
    return say(w, "%(name)s: total %(total)d — %(tier)s", name=name, total=ev.total,
               tier=g.tier(w, ev.tier))


def maybe_resolved(s: VoyagesState, ev: e.MaybeResolved, w: Words) -> str:
    """``Doc lowers the ambition``."""
    action = s.actions.get(ev.action_id)
    name = who(s, action.character_id, w) if action else ev.action_id
    return say(w, "%(name)s %(answer)s", name=name, answer=g.maybe_option(w, ev.option))


def rerolled(s: VoyagesState, ev: e.RollRerolled, w: Words) -> str:
    """``Reroll: 2 becomes 5 (score +1)``."""
    return say(w, "Reroll: %(before)d becomes %(after)d (score %(score)s)",
               before=ev.previous_die, after=ev.dice.values[0], score=signed(ev.new_score))


def situation_rolled(s: VoyagesState, ev: e.SituationRolled, w: Words) -> str:
    """``Tetra rolls in the situation: 6 (no modifier) — score +2``."""
    return say(w, "%(name)s rolls in the situation: %(die)d (%(modifiers)s) — score %(score)s",
               name=capital(who(s, ev.character_id, w)), die=ev.dice.values[0],
               modifiers=modifiers(ev.modifiers, w), score=signed(ev.score))


def situation_scored(s: VoyagesState, ev: e.SituationScored, w: Words) -> str:
    """``Situation scored: Tetra +2, the environment -2``."""
    if ev.value is not None:
        return say(w, "Situation scored: value %(value)s", value=signed(ev.value))
    pools = ", ".join(f"{pool(s, p.pool_id, w)} {signed(p.points)}" for p in ev.pools)
    return say(w, "Situation scored: %(pools)s", pools=pools)


def points_spent(s: VoyagesState, ev: e.SituationPointsSpent, w: Words) -> str:
    """``Tetra spends: adjective agile for 2 (0 left)``."""
    bought = ", ".join(say(w, "%(effect)s for %(cost)d", cost=p.cost,
                           effect=" ".join(filter(None, (g.effect(w, p.effect), p.name))))
                       for p in ev.purchases) or w.gettext("nothing")
    return say(w, "%(pool)s spends: %(bought)s (%(left)d left)",
               pool=capital(pool(s, ev.pool_id, w)), bought=bought, left=ev.remaining)


def flaw(s: VoyagesState, ev: e.FlawInvoked, w: Words) -> str:
    """``Doc invokes the flaw curieux: …``."""
    return say(w, "%(name)s invokes the flaw %(flaw)s: %(instead)s",
               name=who(s, ev.character_id, w), flaw=ev.flaw,
               instead=ev.replacement_description)


def adjective_added(s: VoyagesState, ev: e.AdjectiveAdded, w: Words) -> str:
    """``Tetra gains the negative adjective blessé 1``."""
    values = {"name": target(s, ev.target), "polarity": g.polarity(w, ev.polarity),
              "adjective": ev.name, "value": ev.value}
    if ev.is_false:
        return say(w, "%(name)s gains the false %(polarity)s adjective %(adjective)s "
                      "%(value)d", **values)
    return say(w, "%(name)s gains the %(polarity)s adjective %(adjective)s %(value)d",
               **values)


def adjective_value_changed(s: VoyagesState, ev: e.AdjectiveValueChanged, w: Words) -> str:
    """``Tetra's blessé: 1 → 2``."""
    carrier = (s.characters if ev.target.kind == "character" else s.things).get(ev.target.id)
    held = carrier.adjectives if carrier is not None else ()
    name = next((a.name for a in held if a.adjective_id == ev.adjective_id), ev.adjective_id)
    return say(w, "%(carrier)s's %(adjective)s: %(before)d → %(after)d",
               carrier=target(s, ev.target), adjective=name, before=ev.old_value,
               after=ev.new_value)
