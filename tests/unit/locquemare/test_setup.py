"""Setup commands: secret pool, heroes, secrets, npcs (given / when / then)."""

import pytest
from msgspec.structs import replace

from domain.core import InvalidValue, NotAuthorized
from domain.locquemare import commands as cmd
from domain.locquemare import events as ev
from domain.locquemare.decider import LOCQUEMARE
from domain.locquemare.state import SecretCard
from tests.support.decider_spec import spec
from tests.unit.locquemare.helpers import (
    ARTUS_PLAYER,
    SYBELINE_PLAYER,
    Game,
    names,
    register,
    register_sybeline,
    table,
)

POOL = tuple(SecretCard(secret_id=f"s{i}", text=f"Secret {i}") for i in range(1, 4))


def test_set_secret_pool_records_the_secrets() -> None:
    assert Game().when(cmd.SetSecretPool(secrets=POOL)) == [ev.SecretPoolSet(secrets=POOL)]


def test_set_secret_pool_is_refused_during_play() -> None:
    spec(LOCQUEMARE).at(table(scene=False).state).when(cmd.SetSecretPool(secrets=POOL)).refused(
        "wrong_phase"
    )


def test_set_secret_pool_rejects_duplicate_ids() -> None:
    spec(LOCQUEMARE).at(Game().state).when(cmd.SetSecretPool(secrets=(POOL[0], POOL[0]))).refused(
        "duplicate_id"
    )


def test_register_character_creates_the_hero_and_five_keys() -> None:
    events = Game().when(register_sybeline(), SYBELINE_PLAYER)
    assert names(events) == ["CharacterRegistered"] + ["KeyCreated"] * 5
    hero = events[0].hero  # type: ignore[attr-defined]
    assert (hero.hero_id, hero.owner_player_id, hero.resources_current["adrenaline"]) == (
        "sybeline", "p1", 2)
    assert [p.prowess_id for p in hero.prowesses] == [
        "sybeline-prowess-1", "sybeline-prowess-2", "sybeline-prowess-3"]


def test_register_character_derives_an_id_from_the_name_when_none_is_given() -> None:
    command = replace(register_sybeline(), hero_id=None)
    events = Game().when(command, SYBELINE_PLAYER)
    assert events[0].hero.hero_id == "sybeline-1"  # type: ignore[attr-defined]


def test_register_character_accepts_the_platform_id_field() -> None:
    command = replace(register_sybeline(), hero_id=None, id="h-1")
    assert Game().when(command)[0].hero.hero_id == "h-1"  # type: ignore[attr-defined]


def test_register_character_rejects_a_duplicate_id() -> None:
    game = Game()
    game.when(register_sybeline())
    spec(LOCQUEMARE).at(game.state).when(register_sybeline()).refused("duplicate_id")


def test_a_player_registers_heroes_only_for_its_own_seat() -> None:
    error = (
        spec(LOCQUEMARE)
        .at(Game().state)
        .when(register_sybeline(), ARTUS_PLAYER)
        .refused("forbidden")
    )
    assert isinstance(error, NotAuthorized)


def test_a_hero_cannot_belong_to_the_adversity_seat() -> None:
    error = (
        spec(LOCQUEMARE)
        .at(Game().state)
        .when(replace(register_sybeline(), owner_player_id="gm"))
        .refused("invalid_owner")
    )
    assert isinstance(error, InvalidValue)


def test_a_player_registering_without_owner_owns_the_hero() -> None:
    command = replace(register_sybeline(), owner_player_id=None)
    assert Game().when(command, SYBELINE_PLAYER)[0].hero.owner_player_id == "p1"  # type: ignore[attr-defined]


@pytest.mark.parametrize("field", ["resources"])
def test_register_character_checks_r1(field: str) -> None:
    bad = {**register_sybeline().resources, "dogma": 1}
    error = (
        spec(LOCQUEMARE)
        .at(Game().state)
        .when(replace(register_sybeline(), resources=bad))
        .refused("invalid_sheet")
    )
    assert error.field == "resources" and "[" not in error.detail


def test_draw_secrets_draws_two_for_the_owner() -> None:
    game = Game()
    game.when(cmd.SetSecretPool(secrets=POOL))
    game.when(register_sybeline())
    events = game.when(cmd.DrawSecrets(hero_id="sybeline", drawn=("s3", "s1")), SYBELINE_PLAYER)
    assert events[0].secret_ids == ("s3", "s1")  # type: ignore[attr-defined]
    assert events[0].draw.values == (2, 0)  # type: ignore[attr-defined]


def test_draw_secrets_needs_two_free_secrets() -> None:
    game = Game()
    game.when(cmd.SetSecretPool(secrets=POOL[:2]))
    game.when(register_sybeline())
    game.when(register("artus", "Artus", "p2"))
    game.when(cmd.DrawSecrets(hero_id="sybeline", drawn=("s1", "s2")))
    spec(LOCQUEMARE).at(game.state).when(cmd.DrawSecrets(hero_id="artus")).refused(
        "secret_pool_too_small"
    )


def test_draw_secrets_twice_is_refused() -> None:
    game = Game()
    game.when(cmd.SetSecretPool(secrets=POOL))
    game.when(register_sybeline())
    game.when(cmd.DrawSecrets(hero_id="sybeline", drawn=("s1", "s2")))
    spec(LOCQUEMARE).at(game.state).when(cmd.DrawSecrets(hero_id="sybeline")).refused(
        "secret_already_chosen"
    )


@pytest.mark.parametrize("drawn", [("s1",), ("s1", "s1"), ("s1", "s9")])
def test_draw_secrets_validates_physical_draws(drawn: tuple[str, ...]) -> None:
    game = Game()
    game.when(cmd.SetSecretPool(secrets=POOL))
    game.when(register_sybeline())
    spec(LOCQUEMARE).at(game.state).when(cmd.DrawSecrets(hero_id="sybeline", drawn=drawn)).refused(
        "invalid_dice"
    )


def test_choose_secret_must_pick_a_drawn_one() -> None:
    game = Game()
    game.when(cmd.SetSecretPool(secrets=POOL))
    game.when(register_sybeline())
    game.when(cmd.DrawSecrets(hero_id="sybeline", drawn=("s1", "s2")))
    spec(LOCQUEMARE).at(game.state).when(
        cmd.ChooseSecret(hero_id="sybeline", secret_id="s3")
    ).refused("not_drawn")
    assert game.when(cmd.ChooseSecret(hero_id="sybeline", secret_id="s2")) == [ev.SecretChosen(
        hero_id="sybeline", owner_player_id="p1", secret_id="s2", returned_secret_id="s1")]


def test_choose_secret_for_an_unknown_hero_is_refused() -> None:
    spec(LOCQUEMARE).at(Game().state).when(
        cmd.ChooseSecret(hero_id="nobody", secret_id="s1")
    ).refused("unknown_hero")


@pytest.mark.parametrize(("category", "boxes", "slots"), [
    ("horde", 0, ()), ("soldier", 1, ()), ("adversary", 3, ("minor", "medium", "grave")),
    ("nemesis", 6, ("grave", "grave"))])
def test_create_npc_within_category_limits(category: str, boxes: int,
                                           slots: tuple[str, ...]) -> None:
    events = Game().when(cmd.CreateNpc(npc_id="n", name="N", category=category,
                                    stress_boxes=boxes, consequence_slots=slots))
    assert events[0].npc.stress_boxes == boxes  # type: ignore[attr-defined]


@pytest.mark.parametrize(("category", "boxes", "slots"), [
    ("horde", 1, ()), ("soldier", 1, ("minor",)), ("adversary", 0, ("minor",)),
    ("adversary", 2, ()), ("adversary", 2, ("extreme",)), ("dragon", 1, ())])
def test_create_npc_outside_limits_is_invalid(category: str, boxes: int,
                                              slots: tuple[str, ...]) -> None:
    spec(LOCQUEMARE).at(Game().state).when(
        cmd.CreateNpc(
            npc_id="n", name="N", category=category, stress_boxes=boxes, consequence_slots=slots
        )
    ).refused("invalid_npc")


def test_create_npc_rejects_a_duplicate_id_and_players() -> None:
    game = Game()
    game.when(cmd.CreateNpc(npc_id="n", name="N", category="horde"))
    spec(LOCQUEMARE).at(game.state).when(
        cmd.CreateNpc(npc_id="n", name="N", category="horde")
    ).refused("duplicate_id")
    spec(LOCQUEMARE).at(game.state).when(
        cmd.CreateNpc(npc_id="m", name="M", category="horde"), SYBELINE_PLAYER
    ).refused("forbidden")
