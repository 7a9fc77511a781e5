"""Smaller rules of a call: opposition scores (T9), the final redraw (T13), no cancel after
the temptation (T15), none in a passive call (T16), a resonance names its word (T12)."""

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


def test_t13_after_a_redraw_at_n_1_no_prayer_gem_is_added() -> None:
    """Seed: « 1 : tirer 1 gemme et la poser, avec possibilité de retirer en acceptant le
    nouveau résultat automatiquement »."""
    state = given(character("deva", prayers=("winter",)), PLAY, declared(n=1),
                  drawn("summer"))
    redrawn = spec(ESPRI).at(state).when(cmd.Redraw(gems=["spring"]), DEVA).state
    spec(ESPRI).at(redrawn).when(cmd.AddPrayerGem(colour="winter"), DEVA).refused("redraw_is_final")
    assert spec(ESPRI).at(state).when(cmd.AddPrayerGem(colour="winter"), DEVA).events


def test_t15_no_cancel_once_the_temptation_is_taken() -> None:
    """Seed: « avant de piocher, le leader peut retirer des gemmes du Rupture sur son
    quadrant … Chaque gemme ainsi retirée lui confère un bonus de 2 »: the gems are gone
    and the point taken; the call goes on."""
    state = given(character("deva", harmony=2), PLAY, paved("winter", ["rupture"]),
                  declared())
    tempted = spec(ESPRI).at(state).when(cmd.TakeRuptureTemptation(cells=[1]), DEVA).state
    spec(ESPRI).at(tempted).when(cmd.CancelCall(), GM).refused("temptation_taken")
    assert spec(ESPRI).at(state).when(cmd.CancelCall(), GM).events


def test_t16_no_temptation_in_a_passive_call() -> None:
    """Seed: « Les actions passives … sont déclenchées sans volonté consciente ou action du
    Quatuor »: nobody yields to a temptation there."""
    passive = ev.CallDeclared(**{**{f: getattr(declared(), f) for f in
                                     declared().__struct_fields__}, "passive": True})
    state = given(character("deva", harmony=2), PLAY, paved("winter", ["rupture"]), passive)
    spec(ESPRI).at(state).when(cmd.TakeRuptureTemptation(cells=[1]), DEVA).refused("passive_call")


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
