"""The log lines of an action: declared, difficulty, roll, activations, result, outcome."""

from domain.core.words import Words, say, say_n
from domain.locquemare import events as ev
from domain.locquemare.narrate import glossary as g
from domain.locquemare.narrate.wording import State, actor, key_text, name, signed
from domain.locquemare.state import ADVERSITY


def declared(s: State, e: ev.ActionDeclared, w: Words) -> str:
    """``Sybéline declares attack (aggro + adrenaline)``."""
    return say(w, "%(name)s declares %(type)s (%(approach)s + %(resource)s)",
               name=name(s, e.hero_id, w), type=g.action_type(w, e.action_type),
               approach=g.approach(w, e.approach), resource=g.resource(w, e.resource))


def difficulty(s: State, e: ev.DifficultySet, w: Words) -> str:
    """``The Adversity sets the difficulty for Sybéline: 2``."""
    return say(w, "The Adversity sets the difficulty for %(name)s: %(total)d",
               name=actor(s, e.action_id), total=e.total)


def rolled(s: State, e: ev.ActionRolled, w: Words) -> str:
    """``Sybéline rolls fate [+1, 0, 0, -1]: +0`` (the edge die after the fate dice)."""
    values = {"name": actor(s, e.action_id), "dice": signed(e.fate.values),
              "total": f"{e.dice_total:+d}"}
    if e.edge:
        return say(w, "%(name)s rolls fate [%(dice)s], edge d%(sides)d %(edge)d: %(total)s",
                   sides=e.edge.sides, edge=e.edge.values[0], **values)
    return say(w, "%(name)s rolls fate [%(dice)s]: %(total)s", **values)


def activated(s: State, e: ev.KeyActivated, w: Words) -> str:
    """``Sybéline activates 'Un peu saoul' (exploit, +2)``."""
    key = w.gettext("a hidden key") if e.hidden else key_text(s, e.key_id, w)
    paid = g.payment(w, e.payment)
    if e.activator == ADVERSITY:
        return say(w, "The Adversity activates %(key)s against %(name)s (%(payment)s, "
                      "+%(bonus)d difficulty)", key=key, name=actor(s, e.action_id),
                   payment=paid, bonus=e.bonus)
    if e.beneficiary in (None, e.activator):
        return say(w, "%(name)s activates %(key)s (%(payment)s, +%(bonus)d)",
                   name=name(s, e.activator, w), key=key, payment=paid, bonus=e.bonus)
    return say(w, "%(name)s activates %(key)s for %(ally)s (%(payment)s, +%(bonus)d)",
               name=name(s, e.activator, w), key=key, ally=name(s, e.beneficiary, w),
               payment=paid, bonus=e.bonus)


def resolved(s: State, e: ev.ActionResolved, w: Words) -> str:
    """``Sybéline: motivation 6 vs difficulty 2 — triumph (damage | …)``."""
    who = actor(s, e.action_id)
    if e.motivation is None:
        return say(w, "%(name)s succeeds automatically (prowess)", name=who)
    return say(w, "%(name)s: motivation %(motivation)d vs difficulty %(difficulty)d — "
                  "%(tier)s (%(options)s)", name=who, motivation=e.motivation,
               difficulty=e.difficulty, tier=g.tier(w, e.tier),
               options=" | ".join(g.option(w, o) for o in e.options))


def prowess(s: State, e: ev.ProwessActivated, w: Words) -> str:
    """``Sybéline uses the prowess Frappe éclair (+2)``."""
    hero = s.heroes.get(e.hero_id)
    found = next((p.name for p in hero.prowesses if p.prowess_id == e.prowess_id), None) \
        if hero else None
    return say(w, "%(name)s uses the prowess %(prowess)s (+%(bonus)d)",
               name=name(s, e.hero_id, w), prowess=found or e.prowess_id, bonus=e.bonus)


def chosen(s: State, e: ev.OutcomeChosen, w: Words) -> str:
    """``Sybéline chooses damage``."""
    return say(w, "%(name)s chooses %(option)s", name=actor(s, e.action_id),
               option=g.option(w, e.option))


def damage(s: State, e: ev.DamageDealt, w: Words) -> str:
    """``Sybéline deals 4 damage to Guard``."""
    who = actor(s, e.action_id)
    if e.npc_id:
        return say_n(w, "%(name)s deals %(n)d damage to %(npc)s",
                     "%(name)s deals %(n)d damage to %(npc)s", e.amount, name=who,
                     npc=name(s, e.npc_id, w))
    return say_n(w, "%(name)s deals %(n)d damage", "%(name)s deals %(n)d damage", e.amount,
                 name=who)
