"""Setup commands: register characters, the setup draw, the gm's rupture gems (each
``may_*`` is a command's precondition, declared in ``decider.MOVES``)."""

import re
import unicodedata
from collections.abc import Mapping

from domain.core import GM, Actor, DomainError, Emitter, InvalidValue, NotAuthorized, RandomSource
from domain.core.guards import require_gm, require_phase
from domain.espri import commands as cmd
from domain.espri import events as ev
from domain.espri.decide import GM_ONLY, played
from domain.espri.decide.between_calls import OWED_TO_THE_CALL
from domain.espri.decide.board import draw, place_gem
from domain.espri.rules.gems import (
    CYCLE,
    Colour,
    Season,
    contains,
    is_season,
    is_submultiset,
    remove_all,
)
from domain.espri.rules.sheet import Character, setup_draw_size, to_relations, validate
from domain.espri.rules.terms import sentence
from domain.espri.rules.values import RelationInput
from domain.espri.state import EspriState, pool_left_for_gems_taken, pool_size


def slug(name: str) -> str:
    """A name as an identifier: lowercase, accents dropped (« Déva » -> ``deva``)."""
    plain = unicodedata.normalize("NFKD", name).encode("ascii", "ignore").decode()
    return re.sub(r"[^a-z0-9]+", "-", plain.lower()).strip("-") or "character"


def relation_target(state: EspriState, key: str) -> str:
    """The character a relation names: its id, or a character of the game named so (a
    page shows names), or, for a character registered later (T19), the id its name will
    get (« Déva » -> ``deva``): a relation typed as a name is never kept under the name."""
    if key in state.characters:
        return key
    wanted = slug(key)
    named = [cid for cid, sheet in state.characters.items() if slug(sheet.name) == wanted]
    return named[0] if len(named) == 1 else wanted


def relations_of(state: EspriState, given: Mapping[str, RelationInput]) -> dict[str, RelationInput]:
    """A sheet's relations keyed by the ids of the characters they name."""
    return {relation_target(state, key): rel for key, rel in given.items()}


def _derive_id(state: EspriState, name: str) -> str:
    """A slug of the name (accents dropped), with a counter when already taken."""
    base = slug(name)
    candidate, counter = base, 1
    while candidate in state.characters:
        counter += 1
        candidate = f"{base}-{counter}"
    return candidate


def _sheet(state: EspriState, c: cmd.RegisterCharacter) -> Character:
    cid = c.id if c.id is not None else _derive_id(state, c.name)
    return Character(
        id=cid, name=c.name, player_id=c.player_id, kind=c.kind,
        tutelary_season=c.tutelary_season, devotion=c.devotion, seasons=dict(c.seasons),
        harmony=c.harmony, rupture_points=c.rupture_points, prayer_gems=tuple(c.prayer_gems),
        talents=tuple(c.talents), relations=to_relations(relations_of(state, c.relations), {}),
        lineage=c.lineage,
        medium_shattered=c.rupture_points > c.harmony)


def register_character(em: Emitter[EspriState], c: cmd.RegisterCharacter, actor: Actor,
                       rng: RandomSource) -> None:
    """A new sheet (gm or the owning seat); starting prayer gems come from the pool."""
    if not actor.may_act_for(c.player_id):
        raise NotAuthorized("not_owner", sentence("a player registers only its own characters"))
    sheet = _sheet(em.state, c)
    validate(sheet)
    if sheet.id in em.state.characters:
        raise DomainError("duplicate_character",
                          sentence("another character of this game has this identifier"), "id")
    if not contains(em.state.pool, sheet.prayer_gems):
        raise DomainError("pool_exhausted", sentence("the pool lacks those prayer gems"),
                          "prayer_gems")
    if not pool_left_for_gems_taken(em.state, len(sheet.prayer_gems)):
        raise DomainError("pool_exhausted", OWED_TO_THE_CALL, "prayer_gems")
    em.emit(ev.CharacterRegistered(character=sheet))


def may_draw_setup(state: EspriState, actor: Actor, cid: str) -> None:
    """Its seat, once per scenario, for a character still in the quartet, gems enough."""
    sheet = played(state, actor, cid)
    if sheet.retired:
        raise DomainError("character_unavailable", sentence("%(name)s left the quartet",
                                                            name=sheet.name))
    if sheet.id in state.setup_done or sheet.id in state.setup_draws:
        raise DomainError("setup_already_done", sentence("%(name)s already drew", name=sheet.name))
    size = setup_draw_size(sheet)
    if pool_size(state) < size:
        raise DomainError("pool_exhausted", sentence("the pool holds fewer than %(n)d gems",
                                                     n=size))
    if not pool_left_for_gems_taken(state, size):
        raise DomainError("pool_exhausted", OWED_TO_THE_CALL)


def awaits_setup_draw(state: EspriState) -> list[str]:
    """Every member of the quartet whose setup draw is not done."""
    return [cid for cid, sheet in state.characters.items() if not sheet.retired
            and cid not in state.setup_done and cid not in state.setup_draws]


def draw_setup_gems(em: Emitter[EspriState], c: cmd.DrawSetupGems, actor: Actor,
                    rng: RandomSource) -> None:
    """Devotion + tutelary (priestess: best) season gems, once per scenario (D14)."""
    size = setup_draw_size(em.state.characters[c.character_id])
    gems, source = draw(em, rng, c.gems, size)
    em.emit(ev.SetupGemsDrawn(character_id=c.character_id, gems=gems, source=source))


def _check_keep(sheet: Character, drawn: tuple[str, ...], keep: list[str]) -> None:
    if not is_submultiset(keep, drawn):
        raise InvalidValue("gem_not_drawn", sentence("keep only gems of the setup draw"))
    if "rupture" in keep:
        raise DomainError("rupture_must_be_placed", sentence("rupture gems go on the board"))
    room = max(0, sheet.devotion - len(sheet.prayer_gems))
    expected = min(room, sum(1 for gem in drawn if gem != "rupture"))
    if len(keep) != expected:
        raise DomainError("wrong_prayer_count", sentence("keep exactly %(n)d gems", n=expected))


def _targets(sheet: Character, placed: tuple[Colour, ...],
             quadrants: list[Season]) -> list[Season]:
    """The quadrant of each placed gem: seasons their own, time/rupture the guardian's
    tutelary one or, for a priestess, the quadrant she names."""
    extras = [gem for gem in placed if gem in ("time", "rupture")]
    if sheet.kind == "priestess" and len(quadrants) != len(extras):
        raise InvalidValue("wrong_quadrant_count", sentence("name %(n)d quadrants", n=len(extras)))
    if sheet.kind == "guardian" and quadrants:
        raise InvalidValue("wrong_quadrant_count", sentence("a guardian's quadrant is her own"))
    named = iter(quadrants)
    own = sheet.tutelary_season or "winter"  # a guardian always has one (validated)
    return [gem if is_season(gem) else (next(named) if sheet.kind == "priestess" else own)
            for gem in placed]


def may_choose_setup(state: EspriState, actor: Actor, cid: str) -> None:
    """Its seat, once the character's setup gems are drawn."""
    sheet = played(state, actor, cid)
    if sheet.id not in state.setup_draws:
        raise DomainError("setup_not_drawn", sentence("%(name)s has no setup draw to choose from",
                                                      name=sheet.name))


def awaits_setup_choice(state: EspriState) -> list[str]:
    """Every character with setup gems drawn and not yet chosen."""
    return list(state.setup_draws)


def choose_setup_prayers(em: Emitter[EspriState], c: cmd.ChooseSetupPrayers, actor: Actor,
                         rng: RandomSource) -> None:
    """Keep ``devotion`` gems as prayers; place the others in draw order."""
    sheet = em.state.characters[c.character_id]
    drawn = em.state.setup_draws[sheet.id]
    _check_keep(sheet, drawn, list(c.keep))
    placed = remove_all(drawn, c.keep)
    if c.place_order is not None:
        if sorted(c.place_order) != sorted(placed):
            raise InvalidValue("invalid_place_order",
                               sentence("place exactly the gems not kept"), "place_order")
        placed = tuple(c.place_order)
    targets = _targets(sheet, placed, list(c.quadrants))
    em.emit(ev.SetupPrayersChosen(character_id=sheet.id, kept=tuple(c.keep)))
    for gem, quadrant in zip(placed, targets, strict=True):
        place_gem(em, quadrant, gem, "setup")


def may_complete_setup(state: EspriState, actor: Actor) -> None:
    """The gm, in setup, once every member of the quartet has chosen."""
    require_gm(actor, detail=GM_ONLY)
    require_phase(state.phase, ("setup",), "not_in_setup", sentence("setup is already complete"))
    missing = [cid for cid, sheet in state.characters.items()
               if cid not in state.setup_done and not sheet.retired]
    if missing:
        raise DomainError("setup_incomplete", sentence(
            "still to draw or choose their setup gems: %(names)s",
            names=", ".join(state.characters[cid].name for cid in missing)))


def awaits_gm_to_complete(state: EspriState) -> list[None]:
    """U3: play waits for the gm to complete the setup once a member is registered and
    every member has drawn and chosen (« Le MJ … les pose … à la suite des gemmes déjà en
    place »); at an empty table it is offered, not awaited."""
    if not any(not sheet.retired for sheet in state.characters.values()):
        return []
    try:
        may_complete_setup(state, GM)
    except DomainError:
        return []
    return [None]


def complete_setup(em: Emitter[EspriState], c: cmd.CompleteSetup, actor: Actor,
                   rng: RandomSource) -> None:
    """The gm's four rupture gems, one per quadrant after the gems in place; play begins."""
    for season in CYCLE:
        if em.state.pool.get("rupture", 0) > 0:
            place_gem(em, season, "rupture", "gm_setup")
    em.emit(ev.SetupCompleted())


def may_start_scenario(state: EspriState, actor: Actor) -> None:
    """The gm, with no call open."""
    require_gm(actor, detail=GM_ONLY)
    if state.open_call is not None:
        raise DomainError("call_in_progress", sentence("close the call first"))


def start_scenario(em: Emitter[EspriState], c: cmd.StartScenario, actor: Actor,
                   rng: RandomSource) -> None:
    """A new scenario: every gem back to the pool but the rupture prayer gems held (T17:
    « il n'existe pas de remède à ce jour »), nymphs to their cages, setup again (the
    setup draw refills prayers up to devotion)."""
    kept = {cid: sheet.prayer_gems.count("rupture") for cid, sheet in em.state.characters.items()
            if "rupture" in sheet.prayer_gems}
    em.emit(ev.ScenarioStarted(kept_rupture=kept))
