"""The log lines of harm and tokens: stress, checks, consequences, taken out, defeat,
tokens gained and spent, elans."""

from domain.core.words import Words, say, say_n
from domain.locquemare import events as ev
from domain.locquemare.narrate import glossary as g
from domain.locquemare.narrate.wording import (
    State,
    actor,
    capital,
    key_text,
    name,
    npc_name,
    quoted,
)


def stress(s: State, e: ev.StressApplied, w: Words) -> str:
    """``Sybéline takes 3 adrenaline stress: absorbed 2, overflow 1, stress 2``."""
    return say(w, "%(name)s takes %(amount)d %(resource)s stress: absorbed %(absorbed)d, "
                  "overflow %(overflow)d, stress %(stress)d", name=name(s, e.hero_id, w),
               amount=e.amount, resource=g.resource(w, e.resource), absorbed=e.absorbed,
               overflow=e.overflow, stress=e.stress)


def checked(s: State, e: ev.StressChecked, w: Words) -> str:
    """``Sybéline stress check: d10 2 vs 2 — no conversion``."""
    values = {"name": name(s, e.hero_id, w), "die": e.d10.values[0], "stress": e.stress}
    if e.converted:
        return say(w, "%(name)s stress check: d10 %(die)d vs %(stress)d — converted to a "
                      "%(severity)s consequence", severity=g.severity(w, e.severity or ""),
                   **values)
    return say(w, "%(name)s stress check: d10 %(die)d vs %(stress)d — no conversion",
               **values)


def consequence(s: State, e: ev.ConsequenceInflicted, w: Words) -> str:
    """``Sybéline suffers a minor consequence: 'Phalanges endolories'``."""
    return say(w, "%(name)s suffers a %(severity)s consequence: %(text)s",
               name=name(s, e.hero_id, w), severity=g.severity(w, e.severity),
               text=quoted(w, e.text))


def pending(s: State, e: ev.HarmPending, w: Words) -> str:
    """``Sybéline must resolve harm (absorb | … | taken out)``."""
    return say(w, "%(name)s must resolve harm (%(options)s)", name=name(s, e.hero_id, w),
               options=" | ".join(g.harm_option(w, o) for o in e.options))


def taken_out(s: State, e: ev.HeroTakenOut | ev.NpcTakenOut, w: Words) -> str:
    """``Guard is taken out``."""
    who = e.hero_id if isinstance(e, ev.HeroTakenOut) else e.npc_id
    return say(w, "%(name)s is taken out", name=name(s, who, w))


def left(s: State, e: ev.HeroLeftScene, w: Words) -> str:
    """``Sybéline panics and leaves the scene``."""
    return say(w, "%(name)s panics and leaves the scene", name=name(s, e.hero_id, w))


def extreme(s: State, e: ev.ExtremeConsequenceTaken, w: Words) -> str:
    """``Sybéline takes the extreme consequence 'Borgne' in place of 'Experte…'``."""
    return say(w, "%(name)s takes the extreme consequence %(text)s in place of %(key)s",
               name=name(s, e.hero_id, w), text=quoted(w, e.text),
               key=key_text(s, e.replaced_key_id, w))


def defeat(s: State, e: ev.DefeatAccepted, w: Words) -> str:
    """``Sybéline accepts defeat (2 tokens)``."""
    return say_n(w, "%(name)s accepts defeat (%(n)d token)",
                 "%(name)s accepts defeat (%(n)d tokens)", e.tokens,
                 name=name(s, e.hero_id, w))


def gained(s: State, e: ev.TokenGained, w: Words) -> str:
    """``Sybéline gains 1 danger token``."""
    return say_n(w, "%(name)s gains %(n)d %(kind)s token", "%(name)s gains %(n)d %(kind)s "
                    "tokens", e.count, name=name(s, e.hero_id, w), kind=g.token(w, e.kind))


def spent(s: State, e: ev.TokenSpent, w: Words) -> str:
    """``Sybéline spends an exploit token``."""
    who = name(s, e.hero_id, w)
    if e.kind == "exploit":
        return say(w, "%(name)s spends an exploit token", name=who)
    if e.kind == "offering":
        return say(w, "%(name)s spends an offering token", name=who)
    if e.kind == "danger":
        return say(w, "%(name)s spends a danger token", name=who)
    return say(w, "%(name)s spends a %(kind)s token", name=who, kind=e.kind)


def elan(s: State, e: ev.ElanCreated, w: Words) -> str:
    """``Sybéline gains the elan 'Je frappe le premier'``."""
    return say(w, "%(name)s gains the elan %(text)s", name=capital(name(s, e.holder, w)),
               text=quoted(w, e.text))


def closed(s: State, e: ev.ActionClosed, w: Words) -> str:
    """``Sybéline's action is over``."""
    return say(w, "%(name)s's action is over", name=actor(s, e.action_id))


def described(s: State, e: ev.ConsequenceDescribed, w: Words) -> str:
    """``A consequence is described: 'Jambe brisée' (Épuisé)``."""
    return say(w, "A consequence is described: %(text)s (%(effect)s)", text=quoted(w, e.text),
               effect=g.effect(w, e.effect))


def recovered(s: State, e: ev.ConsequenceRecovered, w: Words) -> str:
    """``Sybéline recovers from a minor consequence``."""
    return say(w, "%(name)s recovers from a %(severity)s consequence",
               name=name(s, e.hero_id, w), severity=g.severity(w, e.severity))


def harm_resolved(s: State, e: ev.HarmResolved, w: Words) -> str:
    """``Sybéline's harm is resolved: absorb``."""
    return say(w, "%(name)s's harm is resolved: %(option)s", name=name(s, e.hero_id, w),
               option=g.harm_option(w, e.option))


def stress_cleared(s: State, e: ev.StressCleared, w: Words) -> str:
    """``Sybéline's stress is back to 0``."""
    return say(w, "%(name)s's stress is back to 0", name=name(s, e.hero_id, w))


def restored(s: State, e: ev.ResourcesRestored, w: Words) -> str:
    """``Sybéline's resources are restored``."""
    return say(w, "%(name)s's resources are restored", name=name(s, e.hero_id, w))


def conflict_started(s: State, e: ev.ConflictStarted, w: Words) -> str:
    """``A conflict begins``."""
    return w.gettext("A conflict begins")


def conflict_ended(s: State, e: ev.ConflictEnded, w: Words) -> str:
    """``The conflict ends``."""
    return w.gettext("The conflict ends")


def adversity_concedes(s: State, e: ev.AdversityDefeatAccepted, w: Words) -> str:
    """``The Adversity accepts defeat``."""
    return say(w, "%(who)s accepts defeat", who=capital(w.pgettext("role", "the Adversity")))


def npc_stress(s: State, e: ev.NpcStressApplied, w: Words) -> str:
    """``Le chef takes 3 stress: 1 box marked, 2 remaining``."""
    return say(w, "%(name)s takes %(amount)d stress: %(boxes)d box marked, %(remaining)d "
                  "remaining", name=npc_name(s, e.npc_id), amount=e.amount,
               boxes=e.boxes_marked, remaining=e.remaining)


def npc_pending(s: State, e: ev.NpcHarmPending, w: Words) -> str:
    """``Le chef must absorb 2 stress with consequences or go out``."""
    return say(w, "%(name)s must absorb %(remaining)d stress with consequences or go out",
               name=npc_name(s, e.npc_id), remaining=e.remaining)


def npc_consequence(s: State, e: ev.NpcConsequenceTaken, w: Words) -> str:
    """``Le chef takes a medium consequence``."""
    return say(w, "%(name)s takes a %(severity)s consequence", name=npc_name(s, e.npc_id),
               severity=g.severity(w, e.severity))
