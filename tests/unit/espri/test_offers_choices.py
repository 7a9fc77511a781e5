"""Issues #37 and #39 on ESPRI's offers: the choices follow the state where the rules do
(7.4's main gem, a shift only when something takes one, the extra gems and how many),
every finite field has its choices labelled in the reader's words, the table waits only
for what is offered, and a sheet is changed only where the gm changes it."""

from typing import Any

from msgspec.structs import replace

from domain.core import GM, Affordance, InvalidValue
from domain.espri import commands as cmd
from domain.espri.decider import ESPRI
from domain.espri.rules.values import RelationInput, SheetChanges
from domain.espri.state import EspriState
from services.i18n import words
from tests.support.decider_spec import spec
from tests.unit.espri.helpers import (
    PLAY,
    character,
    declared,
    drawn,
    given,
    paved,
    seat,
)

DEVA = seat("deva")
FRENCH = words("fr", "espri")


def offer(state: EspriState, kind: str, actor: Any = GM, language: Any = None) -> Affordance:
    found = ESPRI.available(state, actor, (), language or words("en", "espri")).available
    return next(a for a in found if a.type == kind)


def values(affordance: Affordance, field: str) -> list[Any]:
    return [c.value for c in affordance.choices[field]]


def test_a_shift_is_offered_only_when_the_hand_holds_something_that_takes_one() -> None:
    """#39: with no time or rupture gem in hand, PlaceCallGems offered shift up|down and
    both were refused (invalid_shift). Now no shift is offered, and the plain placement
    is accepted; with a time gem in hand, both shifts are."""
    plain = given(character("deva"), PLAY, declared(), drawn("spring", "winter"))
    placing = offer(plain, "PlaceCallGems", DEVA)
    assert values(placing, "shift") == [] and values(placing, "modifier") == []
    for shift in ("up", "down"):
        spec(ESPRI).at(plain).when(cmd.PlaceCallGems(main="spring", shift=shift), DEVA).refused(
            "invalid_shift"
        )
    assert spec(ESPRI).at(plain).when(cmd.PlaceCallGems(main="spring"), DEVA).events
    timed = given(character("deva"), PLAY, declared(), drawn("spring", "time"))
    placing = offer(timed, "PlaceCallGems", DEVA)
    assert values(placing, "shift") == ["up", "down"] and values(placing, "modifier") == ["time"]


def test_the_main_gem_follows_rule_7_4() -> None:
    """Seed (7.4): with a season gem in the hand the main gem is a season gem: `main`
    listed every gem of the hand, and a time or rupture main was refused. A hand of time
    and rupture only offers either (D4), with no modifier."""
    mixed = given(character("deva"), PLAY, declared(n=3), drawn("spring", "time", "rupture"))
    placing = offer(mixed, "PlaceCallGems", DEVA)
    assert values(placing, "main") == ["spring"]
    assert values(placing, "modifier") == ["rupture", "time"]
    for main in ("time", "rupture"):
        spec(ESPRI).at(mixed).when(cmd.PlaceCallGems(main=main), DEVA).refused("invalid_main_gem")
    bare = given(character("deva"), PLAY, declared(), drawn("time", "rupture"))
    placing = offer(bare, "PlaceCallGems", DEVA)
    assert values(placing, "main") == ["rupture", "time"] and values(placing, "modifier") == []
    assert values(placing, "shift") == ["up", "down"]  # a rupture main takes one


def test_the_gm_choosing_is_offered_the_leaders_prayer_gem_as_the_main_gem() -> None:
    """Seed: « Cette gemme de Prière DOIT être utilisée, dans le cas où c'est le MJ qui
    choisit »: the gm is offered the added prayer gem, no other main gem, and no shift
    (the leader's, T3)."""
    state = given(character("deva", prayers=["summer"]), PLAY, declared(n=-2),
                  drawn("spring", "winter"))
    added = spec(ESPRI).at(state).when(cmd.AddPrayerGem(colour="summer"), DEVA).state
    placing = offer(added, "PlaceCallGems")
    assert values(placing, "main") == ["summer"] and values(placing, "shift") == []


def test_the_extra_gems_are_the_hand_and_how_many_is_said() -> None:
    """#37 item 1: « Poser les gemmes supplémentaires » offered no field; now each gem of
    the hand is a choice (two springs listed twice) and the count is exact."""
    state = given(character("deva", seasons={"winter": 3, "spring": 2, "summer": 2,
                                             "autumn": 2}), PLAY, declared(n=4),
                  drawn("winter", "spring", "spring", "time"))
    waiting = spec(ESPRI).at(state).when(cmd.PlaceCallGems(main="winter"), DEVA).state
    extra = offer(waiting, "PlaceExtraGems", DEVA)
    assert values(extra, "gems") == ["spring", "spring", "time"]
    assert [(c.min, c.max) for c in extra.counts["gems"]] == [(3, 3)]
    assert extra.awaited


def test_choices_are_labelled_with_the_rulebooks_words() -> None:
    """C6: seasons, kinds, colours and cells read as the rulebook says them; values stay
    the identifiers the command takes."""
    state = given(character("deva"), PLAY, declared(), drawn("spring", "time"))
    registering = offer(given(), "RegisterCharacter", GM, FRENCH)
    assert [c.label for c in registering.choices["seasons"]] == [
        "Hiver", "Printemps", "Été", "Automne"]
    assert values(registering, "seasons") == ["winter", "spring", "summer", "autumn"]
    assert [c.label for c in registering.choices["kind"]] == ["Gardien", "Prêtresse"]
    placing = offer(state, "PlaceCallGems", DEVA, FRENCH)
    assert [c.label for c in placing.choices["modifier"]] == ["Temps"]
    assert [c.label for c in placing.choices["shift"]] == ["un degré plus haut",
                                                          "un degré plus bas"]


def test_relation_targets_are_characters_labelled_with_their_names() -> None:
    """#37: a relation typed with a hero's name was accepted, then every resonance was
    refused (the sheet kept the name, not the id). The targets are offered by id with
    their names, and a name typed anyway is kept under the character's id."""
    state = given(character("deva"))
    registering = offer(state, "RegisterCharacter")
    assert [(c.value, c.label) for c in registering.choices["relations"]] == [
        ("deva", "Deva")]
    after = (
        spec(ESPRI)
        .at(state)
        .when(
            cmd.RegisterCharacter(
                name="Cérès",
                player_id="seat-ceres",
                kind="guardian",
                tutelary_season="autumn",
                devotion=2,
                seasons={"winter": 2, "spring": 2, "summer": 2, "autumn": 3},
                relations={"Deva": RelationInput(nature="tendresse")},
            ),
            seat("ceres"),
        )
        .state
    )
    assert list(after.characters["ceres"].relations) == ["deva"]
    later = (
        spec(ESPRI)
        .at(after)
        .when(
            cmd.AdjustSheet(
                character_id="deva",
                changes=SheetChanges(relations={"Kirin": RelationInput(nature="rivalité")}),
            )
        )
        .state
    )
    assert list(later.characters["deva"].relations) == ["kirin"]  # Ki-Rin's id to be


def test_adjust_sheet_changes_only_the_fields_sent() -> None:
    """#37 item 6: « Ajuster la fiche » changes only what was changed; a field left out is
    unchanged, a shattered medium stays shattered, and mending it while rupture still
    exceeds harmony is refused (it was silently repaired by an unchecked box)."""
    state = given(character("ceres", tutelary="autumn", harmony=1, rupture=2), PLAY)
    assert state.characters["ceres"].medium_shattered
    after = (
        spec(ESPRI)
        .at(state)
        .when(
            cmd.AdjustSheet(character_id="ceres", changes=SheetChanges(lineage="Lignée du Chêne"))
        )
        .state
    )
    sheet = after.characters["ceres"]
    assert sheet.medium_shattered and sheet.harmony == 1 and sheet.lineage == "Lignée du Chêne"
    spec(ESPRI).at(state).when(cmd.AdjustSheet(character_id="ceres", changes=SheetChanges(
        medium_shattered=False)), GM).refused("invalid_sheet", InvalidValue)
    mended = (
        spec(ESPRI)
        .at(state)
        .when(
            cmd.AdjustSheet(
                character_id="ceres", changes=SheetChanges(rupture_points=0, medium_shattered=False)
            )
        )
        .state
    )
    assert not mended.characters["ceres"].medium_shattered


def test_the_table_never_waits_for_a_call_no_one_can_lead() -> None:
    """#39: after CompleteSetup with every member shattered, waiting_for named DeclareCall
    though no leader was offered; now nobody is awaited and the gm is offered ways on."""
    state = replace(given(character("ceres", tutelary="autumn", harmony=0, rupture=1),
                          paved("autumn", ["autumn"]), PLAY), setup_done=("ceres",))
    gm = ESPRI.available(state, GM)
    assert "DeclareCall" not in {a.type for a in gm.available}
    assert gm.waiting_for == []
    assert {"RegisterCharacter", "AdjustSheet", "StartScenario"} <= {a.type for a in gm.available}
