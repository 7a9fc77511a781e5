"""The log lines of the table's bookkeeping: scenarios and sessions, tokens and the
Adversity's pool, keys and facts, free activations and elans, evolution, the end of an
action, conflicts, npcs' stress and what scene ends restore. Hidden key texts stay unsaid
(``wording.key_text``)."""

from domain.core.words import Words, say, say_n
from domain.locquemare import events as ev
from domain.locquemare.narrate import glossary as g
from domain.locquemare.narrate.wording import State, capital, key_text, name, quoted


def _adversity(w: Words) -> str:
    return capital(w.pgettext("role", "the Adversity"))


def pool_set(s: State, e: ev.SecretPoolSet, w: Words) -> str:
    """``The Chorus prepares 5 secrets`` (``the secrets`` for a reader they are hidden
    from)."""
    if not e.secrets:
        return say(w, "The Chorus prepares the secrets")
    return say_n(w, "The Chorus prepares %(n)d secret", "The Chorus prepares %(n)d secrets",
                 len(e.secrets))


def npc_created(s: State, e: ev.NpcCreated, w: Words) -> str:
    """``A new npc: Le chef (adversary)``."""
    return say(w, "A new npc: %(name)s (%(category)s)", name=e.npc.name,
               category=g.term(w, e.npc.category))


def drawn(s: State, e: ev.SecretsDrawn, w: Words) -> str:
    """``Sybéline draws two secrets``."""
    return say(w, "%(name)s draws two secrets", name=name(s, e.hero_id, w))


def chosen(s: State, e: ev.SecretChosen, w: Words) -> str:
    """``Sybéline keeps a secret``."""
    return say(w, "%(name)s keeps a secret", name=name(s, e.hero_id, w))


def scenario_started(s: State, e: ev.ScenarioStarted, w: Words) -> str:
    """``Scenario 1 begins``."""
    return say(w, "Scenario %(n)d begins", n=e.scenario)


def scenario_ended(s: State, e: ev.ScenarioEnded, w: Words) -> str:
    """``Scenario 1 ends``."""
    return say(w, "Scenario %(n)d ends", n=e.scenario)


def session_started(s: State, e: ev.SessionStarted, w: Words) -> str:
    """``Session 2 begins``."""
    return say(w, "Session %(n)d begins", n=e.session)


def session_ended(s: State, e: ev.SessionEnded, w: Words) -> str:
    """``Session 2 ends``."""
    return say(w, "Session %(n)d ends", n=e.session)


def tokens_granted(s: State, e: ev.TokensGranted, w: Words) -> str:
    """``Sybéline receives 1 offering and 2 exploits``."""
    return say(w, "%(name)s receives %(offering)d offering and %(exploit)d exploit tokens",
               name=name(s, e.hero_id, w), offering=e.offering, exploit=e.exploit)


def tokens_discarded(s: State, e: ev.TokensDiscarded, w: Words) -> str:
    """``Sybéline's reserve is discarded``."""
    return say(w, "%(name)s's reserve of tokens is discarded", name=name(s, e.hero_id, w))


def danger_granted(s: State, e: ev.DangerTokensGranted, w: Words) -> str:
    """``The Adversity takes 6 danger tokens``."""
    return say_n(w, "%(who)s takes %(n)d danger token", "%(who)s takes %(n)d danger tokens",
                 e.count, who=_adversity(w))


def danger_discarded(s: State, e: ev.AdversityTokensDiscarded, w: Words) -> str:
    """``The Adversity loses her unspent danger tokens``."""
    return say(w, "%(who)s loses her unspent danger tokens", who=_adversity(w))


def danger_kept(s: State, e: ev.AdversityTokensKept, w: Words) -> str:
    """``The Adversity keeps her tokens and takes 2 more``."""
    return say(w, "%(who)s keeps her tokens and takes %(n)d more", who=_adversity(w),
               n=e.bonus)


def danger_spent(s: State, e: ev.DangerTokenSpent, w: Words) -> str:
    """``The Adversity spends a danger token``."""
    return say(w, "%(who)s spends a danger token", who=_adversity(w))


def transferred(s: State, e: ev.TokenTransferred, w: Words) -> str:
    """``Artus gives Sybéline an exploit token``."""
    return say(w, "%(giver)s gives %(name)s a %(kind)s token", giver=name(s, e.from_hero_id, w),
               name=name(s, e.to_hero_id, w), kind=g.token(w, e.kind))


def key_created(s: State, e: ev.KeyCreated, w: Words) -> str | None:
    """``A key comes into play: 'Brume'`` (a hero's character keys come with its
    registration's line; a hidden key's event reaches the gm only, so its text is said)."""
    if e.key.kind == "character":
        return None
    return say(w, "A key comes into play: %(text)s", text=quoted(w, e.key.text))


def key_extended(s: State, e: ev.KeyExtended, w: Words) -> str:
    """``'Brume' stays beyond the scene``."""
    return say(w, "%(key)s stays beyond the scene", key=key_text(s, e.key_id, w))


def key_removed(s: State, e: ev.KeyRemoved, w: Words) -> str:
    """``'Brume' leaves play``."""
    return say(w, "%(key)s leaves play", key=key_text(s, e.key_id, w))


def fact(s: State, e: ev.FactEstablished, w: Words) -> str:
    """``A fact is established: 'Il pleut'``."""
    return say(w, "A fact is established: %(text)s", text=quoted(w, e.text))


def key_modified(s: State, e: ev.CharacterKeyModified, w: Words) -> str:
    """``Sybéline rewrites a key: 'Je protège mon frère'``."""
    return say(w, "%(name)s rewrites a key: %(text)s", name=name(s, e.hero_id, w),
               text=quoted(w, e.text))


def free_granted(s: State, e: ev.FreeActivationsGranted, w: Words) -> str:
    """``Sybéline gains 2 free activations of 'Brume'``."""
    return say_n(w, "%(name)s gains %(n)d free activation of %(key)s",
                 "%(name)s gains %(n)d free activations of %(key)s", e.count,
                 name=name(s, e.holder, w), key=key_text(s, e.key_id, w))


def free_used(s: State, e: ev.FreeActivationUsed, w: Words) -> str:
    """``Sybéline uses a free activation of 'Brume'``."""
    return say(w, "%(name)s uses a free activation of %(key)s", name=name(s, e.holder, w),
               key=key_text(s, e.key_id, w))


def elan_used(s: State, e: ev.ElanUsed, w: Words) -> str:
    """``Sybéline uses her elan 'Je frappe le premier'``."""
    return say(w, "%(name)s uses the elan %(key)s", name=name(s, e.holder, w),
               key=key_text(s, e.key_id, w))


def points(s: State, e: ev.EvolutionPointsAwarded, w: Words) -> str:
    """``Sybéline gains 2 evolution points (track 5)``."""
    return say_n(w, "%(name)s gains %(n)d evolution point (track %(track)d)",
                 "%(name)s gains %(n)d evolution points (track %(track)d)", e.gained,
                 name=name(s, e.hero_id, w), track=e.track)


def track_emptied(s: State, e: ev.EvolutionTrackEmptied, w: Words) -> str:
    """``Sybéline empties her evolution track: five exploits``."""
    return say(w, "%(name)s empties the evolution track: %(choice)s",
               name=name(s, e.hero_id, w), choice=g.term(w, e.choice))


def prowess_gained(s: State, e: ev.ProwessGained, w: Words) -> str:
    """``Sybéline gains a prowess: Coup double``."""
    return say(w, "%(name)s gains a prowess: %(prowess)s", name=name(s, e.hero_id, w),
               prowess=e.prowess.name)


def redistributed(s: State, e: ev.ResourcesRedistributed, w: Words) -> str:
    """``Sybéline redistributes her resources``."""
    return say(w, "%(name)s redistributes the resources", name=name(s, e.hero_id, w))


def approaches_adjusted(s: State, e: ev.ApproachesAdjusted, w: Words) -> str:
    """``Sybéline: Féroce +1, Subtil -1``."""
    return say(w, "%(name)s: %(up)s +1, %(down)s -1", name=name(s, e.hero_id, w),
               up=g.approach(w, e.up), down=g.approach(w, e.down))


def resources_adjusted(s: State, e: ev.ResourcesAdjusted, w: Words) -> str:
    """``Sybéline: Adrénaline +1, Dogma -1``."""
    return say(w, "%(name)s: %(up)s +1, %(down)s -1", name=name(s, e.hero_id, w),
               up=g.resource(w, e.up), down=g.resource(w, e.down))
