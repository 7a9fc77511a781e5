"""A full ESPRI scenario over HTTP: a priestess and three guardians, every gem physical.

A ``mixed`` game given the ``gems`` of every draw, so every figure is known in advance.
The gem flow was planned by running these steps through the domain first: the setup takes
46 gems out of the bag, the calls pave winter up to its world cell and leave 11 gems in
the bag, so the quartet can perform the communion ritual at the end.

Board after setup (cells from 1; W winter, Sp spring, Su summer, A autumn, T time,
R rupture):
  winter  T T T T W W W W T T R    Orlane's time gems, Déva's gems, the gm's rupture
  spring  R Sp R                   Orlane names spring for her rupture gem
  summer  Su Su Su Su R R
  autumn  A A A A A R
Winter at the end: 21 paved cells, Mÿelta on 21.
"""

from dataclasses import dataclass, field
from typing import Any

from tests.support.api import Client, Table, assert_problem


@dataclass(frozen=True)
class Step:
    """One command sent by one seat; ``refused`` is the error code when it must fail."""

    seat: str
    command: dict[str, Any]
    refused: str | None = None


def gm(command_type: str, **params: Any) -> Step:
    """A gm command."""
    return Step("gm", {"type": command_type, **params})


def by(seat: str, command_type: str, **params: Any) -> Step:
    """A player's command."""
    return Step(seat, {"type": command_type, **params})


def register(cid: str, name: str, kind: str, devotion: int, seasons: dict[str, int],
             **extra: Any) -> Step:
    """A player registers her character (the runner fills ``player_id`` with her seat)."""
    return by(cid, "RegisterCharacter", id=cid, name=name, kind=kind, devotion=devotion,
              seasons=seasons, **extra)


def draw_setup(cid: str, *gems: str) -> Step:
    """The setup draw, as the gems came out of the bag."""
    return by(cid, "DrawSetupGems", character_id=cid, gems=list(gems))


def keep(cid: str, *kept: str, **quadrants: Any) -> Step:
    """The setup prayers (a priestess also names a quadrant per time/rupture gem)."""
    return by(cid, "ChooseSetupPrayers", character_id=cid, keep=list(kept), **quadrants)


def declare(leader: str, season: str, talent: str | None, *helpers: tuple[str, str],
            **params: Any) -> Step:
    """The gm opens a call; helpers as (character, mode); a resonance names its word
    (T12: « Ton action résonne dans [Saison tutélaire], car elle intègre [mot du Champ
    Lexical de la Saison] »), a direct helper its own talent (T7: « l'Aide Directe,
    lorsqu'on dispose d'un Talent adéquat »)."""
    return gm("DeclareCall", leader_id=leader, called_season=season, talent=talent,
              helpers=[{"character_id": cid, "mode": mode} | (
                  {"word": "Pierre"} if mode == "resonance" else {"talent": TALENTS[cid]})
                  for cid, mode in helpers],
              **params)


TALENTS = {"orlane": "Invocation", "deva": "Abri", "ceres": "Herboristerie",
           "kirin": "Interrogatoire"}
"""Each character's talent, as registered in ``SETUP``."""


def draw(leader: str, *gems: str) -> Step:
    """The leader's draw, as the gems came out of the bag."""
    return by(leader, "DrawGems", gems=list(gems))


def place(chooser: str, main: str, modifier: str | None = None,
          shift: str | None = None) -> Step:
    """The chooser places the main gem, perhaps with a time/rupture modifier."""
    extra = {} if modifier is None else {"modifier": modifier, "shift": shift}
    return by(chooser, "PlaceCallGems", main=main, **extra)


def extras(leader: str, *gems: str) -> Step:
    """After a success, exactly min(base score, hand) more gems."""
    return by(leader, "PlaceExtraGems", gems=list(gems))


def cells(quadrant: str, *numbers: int) -> list[dict[str, Any]]:
    """Board cells of one quadrant."""
    return [{"quadrant": quadrant, "cell": n} for n in numbers]


PLAYERS = ("orlane", "deva", "ceres", "kirin")
TITLE = "The frozen spring"
RESULTS = ["success", "bitter_success", "failure", "critical_failure", "critical_success",
           "success"]
"""The result of each call, in order."""

SETUP = [
    # Each player registers her own character.
    register("orlane", "Orlane", "priestess", 6,
             {"winter": 5, "spring": 4, "summer": 3, "autumn": 3},
             harmony=3, talents=["Invocation"]),
    register("deva", "Déva", "guardian", 5, {"winter": 6, "spring": 3, "summer": 2, "autumn": 3},
             tutelary_season="winter", harmony=2, talents=["Abri"]),
    register("ceres", "Cérès", "guardian", 5,
             {"autumn": 6, "winter": 3, "spring": 2, "summer": 3},
             tutelary_season="autumn", harmony=2, talents=["Herboristerie"],
             relations={"deva": {"nature": "tenderness", "resonance_max": 1}}),
    register("kirin", "Ki-Rin", "guardian", 4,
             {"summer": 5, "winter": 1, "spring": 3, "autumn": 3},
             tutelary_season="summer", harmony=1, talents=["Interrogatoire"]),
    # Priestess: devotion 6 + best season 5 = 11 gems; she names winter for her time gems
    # and spring for her rupture gem.
    draw_setup("orlane", "time", "time", "time", "time", "rupture",
               "spring", "summer", "autumn", "spring", "summer", "autumn"),
    keep("orlane", "spring", "summer", "autumn", "spring", "summer", "autumn",
         quadrants=["winter", "winter", "winter", "winter", "spring"]),
    # Guardians: devotion + tutelary score; time and rupture gems go to their own quadrant.
    draw_setup("deva", "winter", "winter", "winter", "winter", "winter", "winter",
               "time", "time", "spring", "summer", "autumn"),
    keep("deva", "winter", "winter", "spring", "summer", "autumn"),
    draw_setup("ceres", "autumn", "autumn", "autumn", "autumn", "autumn", "autumn",
               "winter", "spring", "spring", "summer", "summer"),
    keep("ceres", "winter", "spring", "summer", "autumn", "summer"),
    draw_setup("kirin", "summer", "summer", "summer", "summer", "summer",
               "spring", "autumn", "rupture", "time"),
    keep("kirin", "spring", "autumn", "summer", "time"),
    # The gm's rupture gem in each quadrant (weather 1 in winter); play begins.
    gm("CompleteSetup"),
]

CALLS = [
    # Call 1, success: Cérès helps by resonance, Ki-Rin directly:
    # n = winter 6 - weather 1 + 2 helpers = 7. Déva adds a winter prayer gem, places
    # winter, then her 6 extra gems; Mÿelta stops on the gm's rupture (winter 11),
    # Ailma and Fÿrellya (the helpers' nymphs) advance too.
    declare("deva", "winter", "Abri", ("ceres", "resonance"), ("kirin", "direct")),
    draw("deva", "winter", "winter", "time", "spring", "spring", "autumn", "summer"),
    by("deva", "AddPrayerGem", colour="winter"),
    place("deva", "winter"),
    extras("deva", "winter", "winter", "time", "spring", "autumn", "summer"),
    # Call 2, bitter success: the priestess leads spring with an adjacent summer gem;
    # her nymph is the called season's: Liana walks to the rupture on spring 1.
    declare("orlane", "spring", "Invocation"),
    draw("orlane", "summer", "rupture"),
    place("orlane", "summer"),
    # Call 3, failure: no fitting talent, so the adjacent winter gem's bitter success drops
    # to a failure; 2 gems (Cérès's spring score) leave the spring quadrant.
    declare("ceres", "spring", None),
    draw("ceres", "winter"),
    place("ceres", "winter"),
    # Call 4, critical failure: against an opposition of 5, n = 3 - 5 = -2, so the gm
    # chooses; Ki-Rin added his time prayer gem, which the gm must use: opposite autumn
    # + time down. Spring is emptied, Fÿrellya goes back to her cage, Ki-Rin keeps a
    # removed spring gem as a prayer.
    declare("kirin", "spring", "Interrogatoire",
            difficulty={"source": "opposition", "opposition_score": 5}),
    draw("kirin", "autumn", "spring"),
    by("kirin", "AddPrayerGem", colour="time"),
    # T3: the gm picks the gems, the shift is the leader's: « au choix de la personne
    # posant les gemmes … le leader ».
    place("gm", "autumn", "time"),
    by("kirin", "ChooseShift", shift="down"),
    by("kirin", "KeepPrayerGem", colour="spring"),
    # Between calls: Cérès manifests her tenderness for Déva (resonance 0 -> 1), next day.
    by("ceres", "RechargeResonance", character_id="ceres", target_id="deva",
       manifestation="tenderness: she shares her shelter with Déva"),
    # T11: « Le MJ est juge de la validité »: the gm judges the manifestation valid.
    gm("ConfirmResonanceRecharge", character_id="ceres", target_id="deva"),
    gm("AdvanceDay"),
    # Call 5, critical success: Cérès's autumn prayer gem + time up; 4 extra gems, Ailma
    # walks to autumn 11, then Cérès takes the rupture gem ahead of Fÿrellya (summer 5).
    declare("ceres", "autumn", "Herboristerie"),
    draw("ceres", "time", "winter", "spring", "spring", "time"),
    by("ceres", "AddPrayerGem", colour="autumn"),
    place("ceres", "autumn", "time", "up"),
    extras("ceres", "winter", "spring", "spring", "time"),
    by("ceres", "RemoveRuptureGem", quadrant="summer", cell=5),
    # Call 6, success: the whole quartet helps; n = 6 - 1 + 3 = 8. Déva yields to the
    # rupture temptation: the rupture under Mÿelta (winter 11) goes, Mÿelta falls back to
    # 10, n = 10 (the difficulty stays 1), Déva gains a rupture point and its prayer gem.
    # Her winter gems fill winter 11 and 18..21: Mÿelta walks 10 -> 21, into the world.
    declare("deva", "winter", "Abri", ("ceres", "resonance"), ("orlane", "direct"),
            ("kirin", "direct")),
    by("deva", "TakeRuptureTemptation", cells=[11]),
    draw("deva", "winter", "spring", "spring", "spring", "spring", "time", "time", "time",
         "rupture", "rupture"),
    by("deva", "AddPrayerGem", colour="winter"),
    place("deva", "winter"),
    extras("deva", "winter", "time", "time", "time", "spring", "spring"),
]

RITUAL = [
    # The bag holds 11 gems: the communion ritual. Without a spring guardian no complete
    # set {winter, spring, summer, autumn, time} is removed, so no rupture gem may go.
    Step("gm", {"type": "PerformCommunionRitual", "contributions": [
        {"character_id": cid, "pays": "harmony"} for cid in PLAYERS],
        "rupture_cells": cells("summer", 6)}, refused="not_enough_sets"),
    # Orlane pays a spring prayer gem and clears the two time gems of autumn; the guardians
    # pay one harmony each; Cérès clears 3 autumn gems (Ailma falls back 11 -> 6), Ki-Rin
    # 2 summer gems; Déva leaves Mÿelta's path whole.
    gm("PerformCommunionRitual", contributions=[
        {"character_id": "orlane", "pays": {"prayer": "spring"}, "cells": cells("autumn", 10, 11)},
        {"character_id": "deva", "pays": "harmony", "cells": []},
        {"character_id": "ceres", "pays": "harmony", "cells": cells("autumn", 7, 8, 9)},
        {"character_id": "kirin", "pays": "harmony", "cells": cells("summer", 7, 8)},
    ]),
]

STEPS = SETUP + CALLS + RITUAL


@dataclass(frozen=True)
class Played:
    """A step as the server answered it: the game's version after it and its events."""

    step: Step
    version: int
    events: list[dict[str, Any]]


@dataclass
class Scenario:
    """The played game: its table and every step's answer."""

    table: Table
    played: list[Played] = field(default_factory=list)

    def steps(self, command_type: str) -> list[Played]:
        """The accepted steps of one command type, in order."""
        return [p for p in self.played
                if p.step.command["type"] == command_type and p.step.refused is None]

    def events(self, event_type: str) -> list[dict[str, Any]]:
        """The data of every event of one type, in order."""
        return [e["data"] for p in self.played for e in p.events if e["type"] == event_type]

    def before(self, played: Played) -> int:
        """The version just before a step."""
        index = self.played.index(played)
        return self.played[index - 1].version


async def play(client: Client) -> Scenario:
    """Create the game, seat the four players and play every step."""
    response = await client.post("/v1/games", json={
        "ruleset": "espri", "title": TITLE, "options": {"randomness": "mixed"}})
    assert response.status_code == 201, response.text
    created = response.json()
    table = Table(client, created["game_id"], created["gm_token"], {"gm": created["gm_token"]},
                  {"gm": created["gm_seat_id"]})
    for player in PLAYERS:
        await table.seat(player)
    scenario = Scenario(table)
    version = (await table.json("/state"))["version"]
    for step in STEPS:
        command = step.command
        if command["type"] == "RegisterCharacter":
            command = {**command, "player_id": table.seat_ids[step.seat]}
        if step.refused is not None:
            assert_problem(await table.send(command, step.seat), 409, step.refused)
            scenario.played.append(Played(step, version, []))
            continue
        body = await table.ok(command, step.seat)
        version = body["version"]
        scenario.played.append(Played(step, version, body["events"]))
    return scenario
