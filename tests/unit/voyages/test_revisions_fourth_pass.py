"""Fourth pass of the spec (section 0c): U2 (the reference quotes only the seed's words;
U1 is in test_helping) and the mis-offer issue #39 found (a tattoo offered to pay a reroll
with no tattooed point)."""

from pathlib import Path

import msgspec

from domain.core import Actor, Affordance, Seat
from domain.voyages import commands as cmd
from domain.voyages.decider import VOYAGES
from domain.voyages.rules.sheet import InventoryTint
from domain.voyages.state import VoyagesState
from tests.support.decider_spec import spec
from tests.unit.test_rules_reference import unfound_quotes
from tests.unit.voyages.helpers import (
    PLAYER,
    doc,
    registered,
    table,
    tetra,
)

ROOT = Path(__file__).resolve().parents[3]
SEATS = [Seat(seat_id="gm", role="gm", name="MJ"), Seat(seat_id="p1", role="player", name="Ana"),
         Seat(seat_id="p2", role="player", name="Bea")]
ASKED = cmd.RollAction(action_id="a1", character_id="tetra", dice=(3,),
                     helpers=(cmd.HelperSpec(character_id="doc"),))


def _offered(state: VoyagesState, actor: Actor) -> dict[str, Affordance]:
    return {a.type: a for a in VOYAGES.available(state, actor, SEATS).available}


def _asked() -> VoyagesState:
    """Tetra's player (p1) rolled with Doc (p2's) as a helper."""
    return spec(VOYAGES).at(table()).when(ASKED, PLAYER).state


def test_u2_every_quote_of_the_reference_is_the_seeds_words() -> None:
    """U2: in ``docs/rules/voyages.md`` only the seed's words stand inside « » (T13's
    server message is said without them)."""
    assert unfound_quotes("voyages") == []
    text = (ROOT / "docs" / "rules" / "voyages.md").read_text(encoding="utf-8")
    assert "« une tâche délicate ne compte" not in text


def _sources(state: VoyagesState) -> set[object]:
    """The reroll payments offered to Tetra's seat for Tetra."""
    offered = _offered(state, PLAYER)["RerollWithTint"]
    return {ch.value for ch in offered.choices["tint_source"]
            if ch.character_id == "tetra"}


def test_a_tattoo_is_offered_to_pay_a_reroll_only_with_a_tattooed_point() -> None:
    """#39: ``tint_source: tattoo`` was offered to a character with no tattooed point (and
    refused ``not_tattooed``); the sources offered are those that can pay."""
    roll = cmd.RollAction(action_id="a1", character_id="tetra", dice=(2,))
    plain = spec(VOYAGES).at(table()).when(roll, PLAYER).state
    assert not any(i.tattooed for i in plain.characters["tetra"].tint_inventory)
    assert _sources(plain) == {"own"}
    inked = msgspec.structs.replace(tetra(), tint_inventory=(InventoryTint(
        inventory_id="inv-1", tint="sel", points=2, tattooed=True, current=2),))
    state = spec(VOYAGES).given(*registered(inked, doc())).when(roll, PLAYER).state
    assert _sources(state) == {"own", "tattoo"}
    for source in ("own", "tattoo"):
        spec(VOYAGES).at(state).when(
            cmd.RerollWithTint(
                resolution_id="a1", roll_id="a1:main", tint_source=source, dice=(5,)
            ),
            PLAYER,
        ).accepted()  # type: ignore[arg-type]
