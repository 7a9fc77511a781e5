"""Third pass, the smaller items: opposition scores (T9), saving from death (T10),
new scenarios (T17), spending harmony (T18),
the final redraw (T13), no cancel after the temptation (T15), no temptation in a passive
call (T16), relations to characters registered later (T19)."""

from domain.core import GM
from domain.espri import commands as cmd
from domain.espri import events as ev
from domain.espri.decider import ESPRI
from tests.support.decider_spec import spec
from tests.unit.espri.helpers import (
    PLAY,
    character,
    declared,
    drawn,
    given,
    paved,
    run,
    seat,
)

DEVA = seat("deva")


def test_t9_an_opposition_score_is_any_score_of_one_or_more() -> None:
    """Seed: « on utilisera comme Difficulté le score de Saison de la partie adverse »: an
    adversary's season score may exceed 6."""
    state = given(character("deva", seasons={"winter": 9, "spring": 2, "summer": 2,
                                             "autumn": 2}), PLAY)
    events = spec(ESPRI).at(state).when(cmd.DeclareCall(leader_id="deva", called_season="winter",
                                         talent="Abri", difficulty=cmd.Difficulty(
                                             source="opposition", opposition_score=8))).events
    assert isinstance(events[0], ev.CallDeclared) and events[0].difficulty == 8
    spec(ESPRI).at(state).when(
        cmd.DeclareCall(
            leader_id="deva",
            called_season="winter",
            difficulty=(cmd.Difficulty(source="opposition", opposition_score=0)),
        )
    ).refused("invalid_difficulty")


def test_t10_the_saver_needs_an_intact_medium_and_a_relation_with_the_saved() -> None:
    """Seed: « Iel fait appel à la Nature de la Relation entre les deux personnages » and a
    shattered medium « ne peut plus communiquer avec les Nymphes »."""
    deva_and_ceres = (character("deva", prayers=("autumn",)),
                      character("ceres", tutelary="autumn"))
    spec(ESPRI).given(*deva_and_ceres).when(
        cmd.SaveFromDeath(saver_id="deva", saved_id="ceres"), DEVA
    ).refused("no_relation")
    shattered = given(character("deva", prayers=("autumn",), rupture=1, relations={
        "ceres": cmd.RelationInput(nature="tenderness")}), character("ceres", tutelary="autumn"))
    spec(ESPRI).at(shattered).when(
        cmd.SaveFromDeath(saver_id="deva", saved_id="ceres"), DEVA
    ).refused("medium_shattered")


def test_t13_after_a_redraw_at_n_1_no_prayer_gem_is_added() -> None:
    """Seed: « 1 : tirer 1 gemme et la poser, avec possibilité de retirer en acceptant le
    nouveau résultat automatiquement »."""
    state = given(character("deva", prayers=("winter",)), PLAY, declared(n=1),
                  drawn("summer"))
    redrawn, _ = run(state, cmd.Redraw(gems=["spring"]), DEVA)
    spec(ESPRI).at(redrawn).when(cmd.AddPrayerGem(colour="winter"), DEVA).refused("redraw_is_final")
    assert spec(ESPRI).at(state).when(cmd.AddPrayerGem(colour="winter"), DEVA).events


def test_t15_no_cancel_once_the_temptation_is_taken() -> None:
    """Seed: « avant de piocher, le leader peut retirer des gemmes du Rupture sur son
    quadrant … Chaque gemme ainsi retirée lui confère un bonus de 2 »: the gems are gone
    and the point taken; the call goes on."""
    state = given(character("deva", harmony=2), PLAY, paved("winter", ["rupture"]),
                  declared())
    tempted, _ = run(state, cmd.TakeRuptureTemptation(cells=[1]), DEVA)
    spec(ESPRI).at(tempted).when(cmd.CancelCall(), GM).refused("temptation_taken")
    assert spec(ESPRI).at(state).when(cmd.CancelCall(), GM).events


def test_t16_no_temptation_in_a_passive_call() -> None:
    """Seed: « Les actions passives … sont déclenchées sans volonté consciente ou action du
    Quatuor »: nobody yields to a temptation there."""
    passive = ev.CallDeclared(**{**{f: getattr(declared(), f) for f in
                                     declared().__struct_fields__}, "passive": True})
    state = given(character("deva", harmony=2), PLAY, paved("winter", ["rupture"]), passive)
    spec(ESPRI).at(state).when(cmd.TakeRuptureTemptation(cells=[1]), DEVA).refused("passive_call")


def test_t19_a_relation_to_no_character_of_the_game_cannot_be_used() -> None:
    """Seed: « On peut Résonner avec une personne avec qui on a une Relation tant qu'on est
    en mesure la voir, l'entendre, l'identifier »: Cérès may name Déva before Déva is
    registered; until then the relation is neither recharged nor used."""
    early = given(*early_events())
    spec(ESPRI).at(early).when(
        cmd.RechargeResonance(character_id="ceres", target_id="deva"), seat("ceres")
    ).refused("no_relation")
    later = given(*early_events(), character("deva"))
    assert (
        spec(ESPRI)
        .at(later)
        .when(cmd.RechargeResonance(character_id="ceres", target_id="deva"), seat("ceres"))
        .events
    )


def early_events() -> list[ev.CharacterRegistered]:
    """Cérès registered with a relation to a Déva not yet in the game."""
    return [character("ceres", tutelary="autumn", relations={
        "deva": cmd.RelationInput(nature="tenderness", resonance=0)})]


def test_t17_a_new_scenario_keeps_the_rupture_prayer_gems() -> None:
    """Seed: « La Rupture ronge le corps et l'âme, et il n'existe pas de remède à ce jour »;
    « Les gemmes de Prière se récupèrent en début de scénario »: Déva keeps her rupture
    prayer, her winter one goes back, and her setup draw refills one prayer."""
    state = given(character("deva", prayers=("rupture", "winter")), PLAY)
    after, events = run(state, cmd.StartScenario(), GM)
    assert events == [ev.ScenarioStarted(kept_rupture={"deva": 1})]
    assert after.characters["deva"].prayer_gems == ("rupture",)
    assert after.pool["rupture"] == 11 and after.pool["winter"] == 12
    drawn_state, _ = run(after, cmd.DrawSetupGems(character_id="deva",
                                                  gems=["winter"] * 5), DEVA)
    spec(ESPRI).at(drawn_state).when(
        cmd.ChooseSetupPrayers(character_id="deva", keep=["winter"] * 2), DEVA
    ).refused("wrong_prayer_count")
    chosen, _ = run(drawn_state, cmd.ChooseSetupPrayers(character_id="deva", keep=["winter"]),
                    DEVA)
    assert chosen.characters["deva"].prayer_gems == ("rupture", "winter")


def test_t18_harmony_is_spent_on_scores_or_resistance_by_its_owner() -> None:
    """Seed: « Dépenser » harmony to « augmenter les scores de Saison et Dévotion » or «
    calculer sa résistance à une agression lors d'un Test de Résistance »; spending below
    the rupture points shatters the medium."""
    state = given(character("deva", harmony=2, rupture=2), PLAY)
    spec(ESPRI).at(state).when(
        cmd.SpendHarmony(character_id="deva", purpose="score"), seat("ceres")
    ).refused("not_owner")
    after, events = run(state, cmd.SpendHarmony(character_id="deva", purpose="resistance",
                                                note="a storm"), DEVA)
    assert events == [ev.HarmonySpent(character_id="deva", amount=1, reason="resistance",
                                      note="a storm"), ev.MediumShattered(character_id="deva")]
    assert after.characters["deva"].harmony == 1
    spec(ESPRI).given(character("deva", harmony=1)).when(
        cmd.SpendHarmony(character_id="deva", amount=2, purpose="score"), DEVA
    ).refused("not_enough_harmony")


def test_t8_the_player_places_the_setup_gems_in_the_order_it_chooses() -> None:
    """Seed: « Elle choisi de garder 1 Hiver et 1 Printemps, et pose Eté, Rupture et Temps
    sur le plateau »: Annick places rupture before time in autumn, as she says."""
    state = given(character("annick", tutelary="autumn", seasons={
        "winter": 1, "spring": 1, "summer": 1, "autumn": 3}))
    drawn_state, _ = run(state, cmd.DrawSetupGems(
        character_id="annick", gems=["spring", "time", "winter", "rupture", "summer"]),
        seat("annick"))
    spec(ESPRI).at(drawn_state).when(
        cmd.ChooseSetupPrayers(
            character_id="annick", keep=["winter", "spring"], place_order=["summer", "rupture"]
        ),
        seat("annick"),
    ).refused("invalid_place_order")
    after, _ = run(drawn_state, cmd.ChooseSetupPrayers(
        character_id="annick", keep=["winter", "spring"],
        place_order=["summer", "rupture", "time"]), seat("annick"))
    assert after.board["autumn"].cells[1:3] == ("rupture", "time")
    assert after.board["summer"].cells[1] == "summer"


def test_t12_a_resonance_names_its_word() -> None:
    """Seed: « Ton action résonne dans [Saison tutélaire], car elle intègre [mot du Champ
    Lexical de la Saison]. »: Cérès's resonance without its word is refused."""
    state = given(character("deva"), character("ceres", tutelary="autumn", relations={
        "deva": cmd.RelationInput(nature="tenderness")}), PLAY)
    silent = cmd.DeclareCall(leader_id="deva", called_season="winter", talent="Abri",
                             helpers=[cmd.Helper(character_id="ceres", mode="resonance")])
    spec(ESPRI).at(state).when(silent).refused("word_required")
    spoken = cmd.DeclareCall(leader_id="deva", called_season="winter", talent="Abri",
                             helpers=[cmd.Helper(character_id="ceres", mode="resonance",
                                                 word="Pierre")])
    assert spec(ESPRI).at(state).when(spoken).events
