"""A hero whose secret is revealed draws new ones (spec 0b, T7; T6 is in
``test_revisions_r2_to_r4.py``); the test quotes the seed it follows."""


from domain.locquemare import commands as cmd
from domain.locquemare.decider import LOCQUEMARE
from domain.locquemare.state import LocquemareOptions, SecretCard
from tests.support.decider_spec import spec
from tests.unit.locquemare.helpers import (
    SYBELINE_PLAYER,
    Game,
    register_sybeline,
)


def test_t7_a_hero_whose_secret_is_revealed_draws_new_ones() -> None:
    """« De nouveaux secrets peuvent être acquis au fur et à mesure de l'évolution du
    personnage »: once revealed, the secret stays in the hero's history."""
    game = Game(LocquemareOptions(secrets=tuple(
        SecretCard(secret_id=f"s{i}", text=f"Secret {i}") for i in range(4))))
    game.when(register_sybeline(), SYBELINE_PLAYER)
    game.when(cmd.DrawSecrets(hero_id="sybeline", drawn=("s0", "s1")), SYBELINE_PLAYER)
    game.when(cmd.ChooseSecret(hero_id="sybeline", secret_id="s0"), SYBELINE_PLAYER)
    spec(LOCQUEMARE).at(game.state).when(
        cmd.DrawSecrets(hero_id="sybeline"), SYBELINE_PLAYER
    ).refused("secret_already_chosen")
    game.when(cmd.RevealSecret(hero_id="sybeline"), SYBELINE_PLAYER)
    game.when(cmd.DrawSecrets(hero_id="sybeline", drawn=("s2", "s3")), SYBELINE_PLAYER)
    game.when(cmd.ChooseSecret(hero_id="sybeline", secret_id="s3"), SYBELINE_PLAYER)
    assert game.sybeline.secret.secret_id == "s3"
    assert [(s.secret_id, s.revealed) for s in game.sybeline.past_secrets] == [("s0", True)]
