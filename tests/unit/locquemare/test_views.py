"""Hidden information: gm-only fields are absent from players' views and event logs."""

import msgspec

from domain.core import GM, Actor
from domain.locquemare import commands as cmd
from domain.locquemare import events as ev
from domain.locquemare.decider import LOCQUEMARE
from domain.locquemare.state import LocquemareOptions, SecretCard
from domain.locquemare.views import DrawnSecret, LocquemareView, SecretView
from tests.unit.locquemare.helpers import (
    ARTUS_PLAYER,
    OBSERVER,
    SYBELINE_PLAYER,
    Game,
    declare,
    register,
    register_sybeline,
)

SECRETS = tuple(SecretCard(secret_id=f"s{i}", text=f"ZZSECRET{i}ZZ") for i in range(1, 6))
HIDDEN_KEY_TEXT = "ZZHIDDENKEYZZ"
NPC_HIDDEN_TEXT = "ZZNPCHIDDENZZ"


def hidden_game() -> Game:
    """Secrets drawn and chosen, unknown keys in play, the Adversity's pool in use."""
    game = Game(LocquemareOptions(secrets=SECRETS))
    game.when(register_sybeline())
    game.when(register("artus", "Artus", "p2"))
    game.when(cmd.DrawSecrets(hero_id="sybeline", drawn=("s1", "s2")), SYBELINE_PLAYER)
    game.when(cmd.ChooseSecret(hero_id="sybeline", secret_id="s1"), SYBELINE_PLAYER)
    game.when(cmd.DrawSecrets(hero_id="artus", drawn=("s3", "s4")), ARTUS_PLAYER)
    game.when(cmd.CreateNpc(npc_id="spy", name="Spy", category="soldier", stress_boxes=1))
    game.when(cmd.StartScenario())
    game.when(cmd.StartAct())
    game.when(cmd.StartScene(present_hero_ids=("sybeline", "artus"), present_npc_ids=("spy",)))
    game.when(cmd.CreateKey(key_id="k-hidden", text=HIDDEN_KEY_TEXT, known=False))
    game.when(cmd.CreateKey(key_id="k-npc", text=NPC_HIDDEN_TEXT, known=False,
                         owner=cmd.KeyOwner(npc_id="spy")))
    declare(game, "create_advantage", advantage=cmd.Advantage(mode="discover"))
    game.when(cmd.SetDifficulty(action_id="a1", hidden_key_id="k-hidden", key_activations=(
        cmd.KeyActivationSpec(key_id="k-npc"),)))
    return game


def player_bytes(game: Game, viewer: Actor) -> bytes:
    """Everything a viewer may read: the view, the visible events and their log lines."""
    parts = [msgspec.json.encode(LOCQUEMARE.view(game.state, viewer))]
    state = LOCQUEMARE.initial_state(LocquemareOptions(secrets=SECRETS))
    for event in game.history:
        shown = LOCQUEMARE.visible(event, viewer)
        if shown is not False:
            seen = event if shown is True else shown
            parts.append(msgspec.json.encode(seen))
            line = LOCQUEMARE.narrate(state, seen)  # the log narrates the viewer's copy
            parts.append((line or "").encode())
        state = LOCQUEMARE.evolve(state, event)
    return b"\n".join(parts)


def test_no_unrevealed_secret_or_unknown_key_text_reaches_another_player() -> None:
    game = hidden_game()
    for viewer in (ARTUS_PLAYER, OBSERVER):
        seen = player_bytes(game, viewer)
        for text in (NPC_HIDDEN_TEXT, HIDDEN_KEY_TEXT, "ZZSECRET1ZZ", "ZZSECRET2ZZ",
                     "ZZSECRET5ZZ"):
            assert text.encode() not in seen, (viewer, text)
        assert b"k-hidden" not in seen and b"k-npc" not in seen


def test_the_owner_sees_only_her_own_secret_and_no_unknown_key() -> None:
    seen = player_bytes(hidden_game(), SYBELINE_PLAYER)
    assert b"ZZSECRET1ZZ" in seen
    for text in (NPC_HIDDEN_TEXT, HIDDEN_KEY_TEXT, "ZZSECRET3ZZ", "ZZSECRET4ZZ", "ZZSECRET5ZZ"):
        assert text.encode() not in seen, text


def test_views_are_typed_structs_for_every_seat() -> None:
    game = hidden_game()
    for viewer in (GM, SYBELINE_PLAYER, ARTUS_PLAYER, OBSERVER):
        data = LOCQUEMARE.view(game.state, viewer)
        assert isinstance(data, LOCQUEMARE.view_type) and isinstance(data, LocquemareView)
        assert all(isinstance(s, LOCQUEMARE.sheet_type) for s in data.characters.values())
        raw = msgspec.json.encode(data)
        assert msgspec.json.decode(raw, type=LocquemareView) == data


def test_the_gm_sees_everything() -> None:
    seen = player_bytes(hidden_game(), GM)
    for text in (NPC_HIDDEN_TEXT, HIDDEN_KEY_TEXT, "ZZSECRET1ZZ", "ZZSECRET5ZZ"):
        assert text.encode() in seen


def test_unknown_keys_are_absent_from_a_player_view() -> None:
    game = hidden_game()
    assert "k-hidden" not in LOCQUEMARE.view(game.state, ARTUS_PLAYER).keys
    assert "k-hidden" in LOCQUEMARE.view(game.state, GM).keys


def test_the_secret_pool_is_gm_only() -> None:
    game = hidden_game()
    assert LOCQUEMARE.view(game.state, SYBELINE_PLAYER).secret_pool is None
    assert LOCQUEMARE.view(game.state, GM).secret_pool == SECRETS[1:]
    assert LOCQUEMARE.visible(ev.SecretPoolSet(secrets=SECRETS), SYBELINE_PLAYER) is False


def test_another_heros_unrevealed_secret_shows_only_that_it_exists() -> None:
    sheet = LOCQUEMARE.view(hidden_game().state, ARTUS_PLAYER).characters["sybeline"]
    assert sheet.secret == SecretView(secret_id=None, text=None, revealed=False)
    assert msgspec.to_builtins(sheet.secret) == {"secret_id": None, "text": None,
                                                 "revealed": False}


def test_a_revealed_secret_is_public() -> None:
    game = hidden_game()
    event = game.when(cmd.RevealSecret(hero_id="sybeline", description="Elle avoue"),
                    SYBELINE_PLAYER)[0]
    assert LOCQUEMARE.visible(event, ARTUS_PLAYER) is True
    secret = LOCQUEMARE.view(game.state, ARTUS_PLAYER).characters["sybeline"].secret
    assert secret == SecretView(secret_id="s1", text="ZZSECRET1ZZ", revealed=True)


def test_drawn_secrets_are_redacted_for_other_players() -> None:
    event = ev.SecretsDrawn(hero_id="artus", owner_player_id="p2", draw=None,
                            secret_ids=("s3", "s4"))
    assert LOCQUEMARE.visible(event, ARTUS_PLAYER) is True
    redacted = LOCQUEMARE.visible(event, SYBELINE_PLAYER)
    assert isinstance(redacted, ev.SecretsDrawn) and redacted.secret_ids is None


def test_a_chosen_secret_id_is_redacted_for_other_players() -> None:
    event = ev.SecretChosen(hero_id="artus", owner_player_id="p2", secret_id="s3",
                            returned_secret_id="s4")
    redacted = LOCQUEMARE.visible(event, SYBELINE_PLAYER)
    assert isinstance(redacted, ev.SecretChosen) and redacted.secret_id is None


def test_an_unknown_key_creation_is_invisible_to_players() -> None:
    game = hidden_game()
    created = [e for e in game.history if isinstance(e, ev.KeyCreated) and not e.key.known]
    assert created and all(LOCQUEMARE.visible(e, SYBELINE_PLAYER) is False for e in created)


def test_a_hidden_key_activation_shows_its_cost_but_not_its_key() -> None:
    game = hidden_game()
    activated = next(e for e in game.history if isinstance(e, ev.KeyActivated))
    redacted = LOCQUEMARE.visible(activated, SYBELINE_PLAYER)
    assert isinstance(redacted, ev.KeyActivated)
    assert redacted.key_id is None and redacted.bonus == 2


def test_difficulty_hides_the_discovered_key_and_hidden_activations() -> None:
    game = hidden_game()
    diff = next(e for e in game.history if isinstance(e, ev.DifficultySet))
    redacted = LOCQUEMARE.visible(diff, SYBELINE_PLAYER)
    assert isinstance(redacted, ev.DifficultySet)
    assert redacted.hidden_key_id is None and redacted.activations[0].key_id is None
    assert redacted.total == 4
    action = LOCQUEMARE.view(game.state, SYBELINE_PLAYER).action
    assert action is not None and action.hidden_key_id is None
    assert action.activations[0].key_id is None


def test_a_discovered_key_becomes_visible_with_its_text() -> None:
    game = hidden_game()
    game.when(cmd.RollAction(action_id="a1", dice=cmd.FateDice(fate=(1, 1, 1, 1))))
    events = game.when(cmd.ResolveAction(action_id="a1"))
    revealed = next(e for e in events if isinstance(e, ev.KeyRevealed))
    assert LOCQUEMARE.visible(revealed, SYBELINE_PLAYER) is True
    assert revealed.text == HIDDEN_KEY_TEXT
    assert "k-hidden" in LOCQUEMARE.view(game.state, SYBELINE_PLAYER).keys


def test_removing_or_extending_an_unknown_key_is_invisible_to_players() -> None:
    game = hidden_game()
    extended = game.when(cmd.ExtendKey(key_id="k-npc"))[0]
    removed = game.when(cmd.RemoveKey(key_id="k-npc"))[0]
    assert extended == ev.KeyExtended(key_id="k-npc", hidden=True)
    assert LOCQUEMARE.visible(extended, SYBELINE_PLAYER) is False
    assert LOCQUEMARE.visible(removed, SYBELINE_PLAYER) is False
    assert LOCQUEMARE.visible(removed, GM) is True


def test_an_unknown_scene_key_leaving_at_scene_end_is_invisible_to_players() -> None:
    game = hidden_game()
    game.when(cmd.RollAction(action_id="a1", dice=cmd.FateDice(fate=(-1, -1, -1, -1))))
    game.when(cmd.ResolveAction(action_id="a1"))
    game.when(cmd.ChooseOutcome(action_id="a1", option="no_key"))
    removed = [e for e in game.when(cmd.EndScene()) if isinstance(e, ev.KeyRemoved)]
    hidden = [e for e in removed if e.key_id == "k-hidden"]
    assert hidden and LOCQUEMARE.visible(hidden[0], SYBELINE_PLAYER) is False


def test_a_hero_sees_the_texts_of_the_secrets_it_drew() -> None:
    sheet = LOCQUEMARE.view(hidden_game().state, ARTUS_PLAYER).characters["artus"]
    assert sheet.drawn_secrets == (DrawnSecret(secret_id="s3", text="ZZSECRET3ZZ"),
                                   DrawnSecret(secret_id="s4", text="ZZSECRET4ZZ"))
    other = LOCQUEMARE.view(hidden_game().state, SYBELINE_PLAYER).characters["artus"]
    assert other.drawn_secrets is None and other.drawn_secret_ids is None
