"""The log lines of the table's other steps: sheets and things, tints, time, adjectives
that go, actions closed, and a situation's steps (opening, involvement, risk, groups,
closing). Every event the table records is told (issue #39: no step is silent)."""

from domain.core.words import Words, say
from domain.voyages import events as ev
from domain.voyages.narrate import glossary as g
from domain.voyages.narrate.wording import signed, target, who
from domain.voyages.state import VoyagesState, find_adjective


def registered(s: VoyagesState, event: ev.CharacterRegistered, w: Words) -> str:
    """``Tetra joins the adventure`` (the seat's own line already says who joined the
    table, often under the same name)."""
    return say(w, "%(name)s joins the adventure", name=event.character.name)


def revised(s: VoyagesState, event: ev.CharacterSheetRevised, w: Words) -> str:
    """``Tetra's sheet is revised``."""
    return say(w, "%(name)s's sheet is revised", name=event.character.name)


def thing(s: VoyagesState, event: ev.ThingRegistered, w: Words) -> str:
    """``A new thing: the bandits``."""
    return say(w, "A new thing: %(thing)s", thing=event.name)


def adjective_removed(s: VoyagesState, event: ev.AdjectiveRemoved, w: Words) -> str:
    """``Tetra loses the adjective blessé``."""
    found = find_adjective(s, event.adjective_id)
    name = found[1].name if found is not None else event.adjective_id
    return say(w, "%(name)s loses the adjective %(adjective)s", name=target(s, event.target),
               adjective=name)


def inventory_tint(s: VoyagesState, event: ev.InventoryTintAdded, w: Words) -> str:
    """``Tetra gains 2 point(s) of sel``."""
    name = who(s, event.character_id, w)
    if event.tattooed:
        return say(w, "%(name)s gains %(points)d tattooed point(s) of %(tint)s", name=name,
                   points=event.points, tint=event.tint)
    return say(w, "%(name)s gains %(points)d point(s) of %(tint)s", name=name,
               points=event.points, tint=event.tint)


def tattoo_restored(s: VoyagesState, event: ev.TattooTintRestored, w: Words) -> str:
    """``Tetra's tattoo is back to 2 point(s)``."""
    return say(w, "%(name)s's tattoo is back to %(current)d point(s)",
               name=who(s, event.character_id, w), current=event.current)


def own_tint(s: VoyagesState, event: ev.OwnTintRegenerated, w: Words) -> str:
    """``Tetra's own tint sel is back to 3``."""
    return say(w, "%(name)s's own tint %(tint)s is back to %(current)d",
               name=who(s, event.character_id, w), tint=event.tint, current=event.current)


def time_passed(s: VoyagesState, event: ev.TimeBoundaryPassed, w: Words) -> str:
    """``The scene ends``."""
    return {"scene": w.gettext("The scene ends"), "day": w.gettext("The day ends"),
            "session": w.gettext("The session ends"),
            "adventure": w.gettext("The adventure ends")}[event.boundary]


def tint_spent(s: VoyagesState, event: ev.TintSpentForReroll, w: Words) -> str:
    """``Tetra spends a point of sel (tattoo) to reroll, 1 left``."""
    return say(w, "%(name)s spends a point of %(tint)s (%(source)s) to reroll, %(left)d left",
               name=who(s, event.character_id, w), tint=event.tint,
               source=g.tint_source(w, event.tint_source), left=event.remaining)


def action_closed(s: VoyagesState, event: ev.ActionClosed, w: Words) -> str:
    """``Tetra's action is over``."""
    action = s.actions.get(event.action_id)
    return say(w, "%(name)s's action is over",
               name=who(s, action.character_id, w) if action else event.action_id)


def situation_opened(s: VoyagesState, event: ev.SituationOpened, w: Words) -> str:
    """``Situation: cross the swamp (Tetra, Doc)``."""
    names = ", ".join(who(s, p.character_id, w) for p in event.participants)
    if event.description:
        return say(w, "Situation: %(description)s (%(names)s)", description=event.description,
                   names=names)
    return say(w, "A situation for %(names)s", names=names)


def involvement(s: VoyagesState, event: ev.InvolvementSet, w: Words) -> str:
    """``Tetra: in retreat``."""
    return say(w, "%(name)s: %(involvement)s", name=who(s, event.character_id, w),
               involvement=g.involvement(w, event.involvement))


def risk(s: VoyagesState, event: ev.RiskTaken, w: Words) -> str:
    """``Tetra takes a risk``."""
    return say(w, "%(name)s takes a risk", name=who(s, event.character_id, w))


def split(s: VoyagesState, event: ev.GroupSplit, w: Words) -> str:
    """``The group splits: Tetra / Doc``."""
    groups = " / ".join(", ".join(who(s, m, w) for m in group) for group in event.subgroups)
    return say(w, "The group splits: %(groups)s", groups=groups)


def apportioned(s: VoyagesState, event: ev.GroupResultApportioned, w: Words) -> str:
    """``The result is shared: Tetra +0, Doc -2``."""
    shares = ", ".join(f"{who(s, m, w)} {signed(v)}" for m, v in event.allocations.items())
    return say(w, "The result is shared: %(shares)s", shares=shares)


def situation_closed(s: VoyagesState, event: ev.SituationClosed, w: Words) -> str:
    """``The situation is over``."""
    return w.gettext("The situation is over")
