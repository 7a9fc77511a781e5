"""The log lines of the table: scenes and acts, heroes and npcs coming and going, truths,
secrets and complications."""

from domain.core.words import Words, say
from domain.locquemare import events as ev
from domain.locquemare.narrate import glossary as g
from domain.locquemare.narrate.wording import State, name, names, npc_name, quoted


def scene_started(s: State, e: ev.SceneStarted, w: Words) -> str:
    """``Scene 2 begins``."""
    return say(w, "Scene %(n)d begins", n=e.scene)


def scene_ended(s: State, e: ev.SceneEnded, w: Words) -> str:
    """``Scene 2 ends``."""
    return say(w, "Scene %(n)d ends", n=e.scene)


def act_started(s: State, e: ev.ActStarted, w: Words) -> str:
    """``Act 1 begins``."""
    return say(w, "Act %(n)d begins", n=e.act)


def act_ended(s: State, e: ev.ActEnded, w: Words) -> str:
    """``Act 1 ends``."""
    return say(w, "Act %(n)d ends", n=e.act)


def registered(s: State, e: ev.CharacterRegistered, w: Words) -> str:
    """``Sybéline joins the heroes`` (the seat's own line already says who joined the
    table, often under the same name)."""
    return say(w, "%(name)s joins the heroes", name=e.hero.name)


def truth(s: State, e: ev.TruthRevealed, w: Words) -> str:
    """``Sybéline reveals a truth: 'Je suis une Écho'``."""
    return say(w, "%(name)s reveals a truth: %(text)s", name=name(s, e.hero_id, w),
               text=quoted(w, e.text))


def secret(s: State, e: ev.SecretRevealed, w: Words) -> str:
    """``Sybéline's secret is out: '…'``."""
    return say(w, "%(name)s's secret is out: %(text)s", name=name(s, e.hero_id, w),
               text=quoted(w, e.text))


def key_revealed(s: State, e: ev.KeyRevealed, w: Words) -> str:
    """``A key is revealed: 'Un piège sous le pont'``."""
    return say(w, "A key is revealed: %(text)s", text=quoted(w, e.text))


def joined(s: State, e: ev.SceneJoined, w: Words) -> str:
    """``Artus, Le chef join the scene``."""
    return say(w, "%(names)s join the scene", names=names(s, e.hero_ids, e.npc_ids, w))


def npcs_left(s: State, e: ev.NpcsLeftScene, w: Words) -> str:
    """``Le chef leave the scene``."""
    return say(w, "%(names)s leave the scene", names=names(s, (), e.npc_ids, w))


def restored(s: State, e: ev.NpcRestored, w: Words) -> str:
    """``Le chef is restored``."""
    return say(w, "%(name)s is restored", name=npc_name(s, e.npc_id))


def npc_revealed(s: State, e: ev.NpcRevealed, w: Words) -> str:
    """``Le chef appears``."""
    return say(w, "%(name)s appears", name=e.name)


def proposed(s: State, e: ev.ComplicationProposed, w: Words) -> str:
    """``Sybéline proposes an event complication for Le chef: 'Le chef trébuche'``."""
    values = {"by": name(s, e.proposer, w), "target": name(s, e.hero_id or e.npc_id, w),
              "text": quoted(w, e.text)}
    if e.complication_kind == "decision":
        return say(w, "%(by)s proposes a decision complication for %(target)s: %(text)s",
                   **values)
    return say(w, "%(by)s proposes an event complication for %(target)s: %(text)s",
               **values)


def accepted(s: State, e: ev.ComplicationAccepted, w: Words) -> str:
    """``Le chef accepts the complication 'Le chef trébuche'``."""
    c = s.complications.get(e.complication_id)
    if c is None:
        return w.gettext("The complication is accepted")
    return say(w, "%(target)s accepts the complication %(text)s",
               target=name(s, c.target, w), text=quoted(w, c.text))


def refused(s: State, e: ev.ComplicationRefused, w: Words) -> str:
    """``Sybéline refuses the complication 'Ennui' (exploit)``."""
    c = s.complications.get(e.complication_id)
    if c is None:
        return w.gettext("The complication is refused")
    return say(w, "%(target)s refuses the complication %(text)s (%(payment)s)",
               target=name(s, c.target, w), text=quoted(w, c.text),
               payment=g.payment(w, e.payment))
