"""Who may take part in a call being declared, and how its numbers are checked: the
leader and helpers (R3, R5, T7, T12, T14), the default leader (7.6), the difficulty (T9)
and the modifiers (R2)."""

from domain.core import DomainError, InvalidValue
from domain.espri import commands as cmd
from domain.espri.rules.board import weather
from domain.espri.rules.call import Helper, effective, modifier_error, modifiers_of
from domain.espri.rules.sheet import Character
from domain.espri.rules.terms import sentence
from domain.espri.state import EspriState, character


def active_character(state: EspriState, cid: str, field: str | None = None) -> Character:
    """An active character (R3, D12): not shattered, not retired, set up (T14)."""
    sheet = character(state, cid, "character_unavailable", field)
    if sheet.medium_shattered:
        raise DomainError("character_unavailable", sentence("%(name)s's medium is shattered",
                                                            name=sheet.name), field)
    if sheet.retired:
        raise DomainError("character_unavailable", sentence("%(name)s left the quartet",
                                                            name=sheet.name), field)
    if cid not in state.setup_done:
        raise DomainError("setup_pending", sentence("%(name)s's setup draw is not done",
                                                    name=sheet.name), field)
    return sheet


def participant_score(sheet: Character, c: cmd.DeclareCall, leader_id: str) -> int:
    """The effective score in the called season, with the modifiers naming this
    participant (the leader's also take those naming no one, R5)."""
    return effective(sheet.seasons[c.called_season],
                     modifiers_of(c.modifiers, sheet.id, leader_id))


def default_leader(state: EspriState, c: cmd.DeclareCall) -> tuple[str, list[Helper]]:
    """7.6 and T7: among the direct participants having the call's talent (« parmi celles
    ayant un Talent adéquat »), the best effective score, then devotion."""
    direct = [h for h in c.helpers if h.mode == "direct" and (
        c.talent is None or c.talent in active_character(state, h.character_id).talents)]
    if not direct:
        raise DomainError("leader_ambiguous", sentence(
            "no leader named and no direct participant with the call's talent"))

    def rank(helper: Helper) -> tuple[int, int]:
        sheet = active_character(state, helper.character_id)
        return participant_score(sheet, c, sheet.id), sheet.devotion

    ranked = sorted(direct, key=rank, reverse=True)
    if len(ranked) > 1 and rank(ranked[0]) == rank(ranked[1]):
        raise DomainError("leader_ambiguous", sentence("two participants tie: name the leader"))
    leader = ranked[0].character_id
    return leader, [h for h in c.helpers if h is not ranked[0]]


def call_difficulty(state: EspriState, c: cmd.DeclareCall) -> int:
    """The called quadrant's weather, or the opposition's score (any integer ≥ 1, T9)."""
    if c.difficulty.source == "weather":
        return weather(state.board[c.called_season])
    score = c.difficulty.opposition_score
    if score is None or score < 1:
        raise InvalidValue("invalid_difficulty", sentence("an opposition score is 1 or more"),
                           "difficulty.opposition_score")
    return score


def check_modifiers(c: cmd.DeclareCall) -> None:
    """R2: a cap bounds a bonus, a floor a malus; anything else is refused."""
    for index, mod in enumerate(c.modifiers):
        error = modifier_error(mod)
        if error is not None:
            raise InvalidValue("invalid_modifier", sentence("%(label)s: %(reason)s",
                                                            label=mod.label, reason=error),
                               f"modifiers.{index}")


def check_participants(c: cmd.DeclareCall, leader: Character, helpers: list[Helper]) -> None:
    """Distinct participants, modifiers naming one of them, the call's talent the leader's."""
    ids = [leader.id, *(h.character_id for h in helpers)]
    if len(set(ids)) != len(ids):
        raise DomainError("character_unavailable",
                          sentence("the leader and the helpers are different characters"),
                          "helpers")
    named = {m.character_id for m in c.modifiers} - {None}
    if not named <= set(ids):
        raise InvalidValue("invalid_modifier", sentence("a modifier names the leader or a helper"),
                           "modifiers")
    if c.talent is not None and c.talent not in leader.talents:
        raise DomainError("unknown_talent", sentence("%(name)s has no talent “%(talent)s”",
                                                     name=leader.name, talent=c.talent), "talent")


def check_helpers(state: EspriState, c: cmd.DeclareCall, leader: Character,
                  helpers: list[Helper]) -> None:
    """Each helper active, able in the season (R5), with its talent (T7) or its word and a
    resonance left toward the leader (T12)."""
    for index, helper in enumerate(helpers):
        where = f"helpers.{index}."
        sheet = active_character(state, helper.character_id, where + "character_id")
        if participant_score(sheet, c, leader.id) <= 0:
            raise DomainError("season_score_too_low", sentence(
                "%(name)s cannot help: its score in the called season is too low",
                name=sheet.name), where + "character_id")
        _check_helper_talent(sheet, helper, where + "talent")
        if helper.mode == "resonance" and c.passive:
            raise DomainError("resonance_in_passive_action",
                              sentence("no resonance in a passive call"), where + "mode")
        if helper.mode == "resonance" and not (helper.word or "").strip():
            raise InvalidValue("word_required",
                               sentence("%(name)s's resonance names its word",
                                        name=sheet.name), where + "word")
        if helper.mode == "resonance":
            rel = sheet.relations.get(leader.id)
            if rel is None:
                raise DomainError("no_relation", sentence("%(name)s has no relation to %(target)s",
                                                          name=sheet.name, target=leader.name),
                                  where + "mode")
            if rel.resonance < 1:
                raise DomainError("no_resonance_left", sentence("%(name)s has no resonance left",
                                                                name=sheet.name), where + "mode")


def _check_helper_talent(sheet: Character, helper: Helper, field: str) -> None:
    """T7: a direct helper names one of its own talents; a resonance helper names none."""
    if helper.mode == "resonance":
        if helper.talent is not None:
            raise InvalidValue("talent_not_for_resonance",
                               sentence("%(name)s resonates: no talent is named",
                                        name=sheet.name), field)
    elif helper.talent is None or helper.talent not in sheet.talents:
        raise DomainError("unknown_talent",
                          sentence("%(name)s helps directly with one of its talents",
                                   name=sheet.name), field)
