"""Section 3: seasons, the board's placement, removal and advance rules, the pool."""

import msgspec
import pytest

from domain.espri.rules.board import (
    Quadrant,
    advance_target,
    fallback,
    placement_cell,
    removal_cells,
    weather,
    without_gems,
)
from domain.espri.rules.gems import adjacent, full_pool, opposite, relation


def quadrant(cells: dict[int, str], nymph: int = 0) -> Quadrant:
    row: list[str | None] = [None] * 22
    for cell, colour in cells.items():
        row[cell] = colour
    return Quadrant(nymph=nymph, cells=tuple(row))


@pytest.mark.parametrize(("season", "neighbours", "facing"), [
    ("winter", ("autumn", "spring"), "summer"), ("spring", ("winter", "summer"), "autumn"),
    ("summer", ("spring", "autumn"), "winter"), ("autumn", ("summer", "winter"), "spring")])
def test_each_season_has_two_adjacent_seasons_and_one_opposite(
        season: str, neighbours: tuple[str, str], facing: str) -> None:
    assert set(adjacent(season)) == set(neighbours)
    assert opposite(season) == facing
    assert relation(season, season) == "same"
    assert {relation(season, s) for s in neighbours} == {"adjacent"}
    assert relation(season, facing) == "opposite"


def test_the_pool_starts_with_twelve_gems_of_each_of_six_colours() -> None:
    assert full_pool() == dict.fromkeys(
        ("winter", "spring", "summer", "autumn", "time", "rupture"), 12)


def test_weather_counts_the_rupture_gems_of_a_quadrant() -> None:
    assert weather(quadrant({1: "rupture", 2: "winter", 5: "rupture"})) == 2


def test_a_gem_goes_to_the_first_empty_cell_strictly_ahead_of_the_nymph() -> None:
    q = quadrant({1: "winter", 2: "winter", 4: "time", 6: "winter"}, nymph=2)
    assert placement_cell(q) == 3
    assert placement_cell(quadrant({1: "winter", 2: "time"}, nymph=2)) == 3


def test_a_gap_behind_the_nymph_is_never_filled() -> None:
    q = quadrant({3: "winter", 4: "winter"}, nymph=4)
    assert placement_cell(q) == 5


def test_a_full_path_ahead_of_the_nymph_has_no_placement_cell() -> None:
    q = quadrant(dict.fromkeys(range(1, 22), "winter"), nymph=3)
    assert placement_cell(q) is None


def test_removal_starts_from_the_gem_closest_to_the_centre() -> None:
    q = quadrant({1: "winter", 2: "rupture", 3: "time", 7: "winter"})
    assert removal_cells(q, 2) == [7, 3]
    assert removal_cells(q, 9) == [7, 3, 2, 1]


def test_a_nymph_whose_cell_is_emptied_falls_back_to_the_highest_paved_cell_below() -> None:
    q = quadrant({1: "winter", 3: "winter", 4: "winter"}, nymph=4)
    after = without_gems(q, [4])
    assert after.nymph == 3
    assert without_gems(q, [4, 3]).nymph == 1
    assert without_gems(q, [4, 3, 1]).nymph == 0


def test_a_nymph_on_a_still_paved_cell_does_not_fall_back() -> None:
    q = quadrant({1: "winter", 2: "winter", 6: "winter"}, nymph=2)
    assert fallback(without_gems(q, [6])) == 2


def test_a_nymph_advances_through_consecutive_paved_cells_and_stops_before_a_gap() -> None:
    q = quadrant({1: "winter", 2: "time", 3: "winter", 5: "winter"})
    assert advance_target(q) == 3


def test_a_nymph_stops_on_the_first_rupture_cell() -> None:
    q = quadrant({1: "winter", 2: "rupture", 3: "winter"})
    assert advance_target(q) == 2


def test_a_rupture_under_the_nymph_does_not_stop_her_leaving() -> None:
    q = quadrant({1: "winter", 2: "rupture", 3: "winter", 4: "winter"}, nymph=2)
    assert advance_target(q) == 4


def test_a_nymph_stops_on_the_world_cell() -> None:
    q = quadrant(dict.fromkeys(range(1, 22), "winter"), nymph=18)
    assert advance_target(q) == 21


def test_a_quadrant_round_trips_through_json() -> None:
    q = quadrant({1: "winter", 2: "rupture"}, nymph=1)
    assert msgspec.json.decode(msgspec.json.encode(q), type=Quadrant) == q
