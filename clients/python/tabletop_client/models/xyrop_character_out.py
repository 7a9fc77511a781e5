from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.xyrop_character_out_ruleset import XyropCharacterOutRuleset
from typing import cast

if TYPE_CHECKING:
  from ..models.xyrop_asset import XyropAsset
  from ..models.xyrop_character_out_approaches import XyropCharacterOutApproaches
  from ..models.xyrop_character_out_roles import XyropCharacterOutRoles
  from ..models.xyrop_character_out_stress import XyropCharacterOutStress
  from ..models.xyrop_character_out_trait_names import XyropCharacterOutTraitNames
  from ..models.xyrop_character_out_values import XyropCharacterOutValues
  from ..models.xyrop_distinction import XyropDistinction
  from ..models.xyrop_pending_experience import XyropPendingExperience
  from ..models.xyrop_race import XyropRace
  from ..models.xyrop_treasure import XyropTreasure





T = TypeVar("T", bound="XyropCharacterOut")



@_attrs_define
class XyropCharacterOut:
    """ One character sheet and its rule system. A character sheet (spec section 3).

        Attributes:
            adventures_completed (int): Adventures the character completed (every third brings a milestone advance).
            approaches (XyropCharacterOutApproaches): The character's approaches: approach id -> die faces (4 to 12).
            assets (list[XyropAsset]): The character's assets, dice created and stepped up with destiny.
            character_id (str): The character concerned (an id from the game's `characters`).
            destiny_points (int): The character's destiny points (reset to `initial_destiny` at each session start).
            distinctions (list[XyropDistinction]): The character's distinctions (three at creation; the race counts as one,
                `race`).
            incapacitated_until_scene (int | None): The scene index the character is out of play until; null: not
                incapacitated.
            initial_destiny (int): The destiny points the character starts each session with (at least 1).
            milestones_pending (int): Milestone advances not yet applied.
            name (str): The name, as typed (1 to 80 characters).
            owner_player_id (str): The seat id of the player who controls the character.
            pending_experience (XyropPendingExperience): Experience choices opened by the end of an adventure.
            race (XyropRace): The character's race, used as the distinction `race`.
            roles (XyropCharacterOutRoles): The character's roles: role id -> die faces (4 to 12).
            ruleset (XyropCharacterOutRuleset): The game's rule system.
            stress (XyropCharacterOutStress): The character's stress tracks: stress id -> `none`, a die (4 to 12) or `out`.
            swaps_pending (int): Experience swaps not yet applied.
            trait_names (XyropCharacterOutTraitNames): What the player calls each approach, role and value: id -> name as
                written (a sheet from before names reads its ids as words).
            treasures (list[XyropTreasure]): The character's treasures.
            values (XyropCharacterOutValues): The character's values: value id -> die faces (4 to 12).
     """

    adventures_completed: int
    approaches: XyropCharacterOutApproaches
    assets: list[XyropAsset]
    character_id: str
    destiny_points: int
    distinctions: list[XyropDistinction]
    incapacitated_until_scene: int | None
    initial_destiny: int
    milestones_pending: int
    name: str
    owner_player_id: str
    pending_experience: XyropPendingExperience
    race: XyropRace
    roles: XyropCharacterOutRoles
    ruleset: XyropCharacterOutRuleset
    stress: XyropCharacterOutStress
    swaps_pending: int
    trait_names: XyropCharacterOutTraitNames
    treasures: list[XyropTreasure]
    values: XyropCharacterOutValues
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.xyrop_asset import XyropAsset # noqa: PLC0415
        from ..models.xyrop_character_out_approaches import XyropCharacterOutApproaches # noqa: PLC0415
        from ..models.xyrop_character_out_roles import XyropCharacterOutRoles # noqa: PLC0415
        from ..models.xyrop_character_out_stress import XyropCharacterOutStress # noqa: PLC0415
        from ..models.xyrop_character_out_trait_names import XyropCharacterOutTraitNames # noqa: PLC0415
        from ..models.xyrop_character_out_values import XyropCharacterOutValues # noqa: PLC0415
        from ..models.xyrop_distinction import XyropDistinction # noqa: PLC0415
        from ..models.xyrop_pending_experience import XyropPendingExperience # noqa: PLC0415
        from ..models.xyrop_race import XyropRace # noqa: PLC0415
        from ..models.xyrop_treasure import XyropTreasure # noqa: PLC0415
        adventures_completed = self.adventures_completed

        approaches = self.approaches.to_dict()

        assets = []
        for assets_item_data in self.assets:
            assets_item = assets_item_data.to_dict()
            assets.append(assets_item)



        character_id = self.character_id

        destiny_points = self.destiny_points

        distinctions = []
        for distinctions_item_data in self.distinctions:
            distinctions_item = distinctions_item_data.to_dict()
            distinctions.append(distinctions_item)



        incapacitated_until_scene: int | None
        incapacitated_until_scene = self.incapacitated_until_scene

        initial_destiny = self.initial_destiny

        milestones_pending = self.milestones_pending

        name = self.name

        owner_player_id = self.owner_player_id

        pending_experience = self.pending_experience.to_dict()

        race = self.race.to_dict()

        roles = self.roles.to_dict()

        ruleset = self.ruleset.value

        stress = self.stress.to_dict()

        swaps_pending = self.swaps_pending

        trait_names = self.trait_names.to_dict()

        treasures = []
        for treasures_item_data in self.treasures:
            treasures_item = treasures_item_data.to_dict()
            treasures.append(treasures_item)



        values = self.values.to_dict()


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "adventures_completed": adventures_completed,
            "approaches": approaches,
            "assets": assets,
            "character_id": character_id,
            "destiny_points": destiny_points,
            "distinctions": distinctions,
            "incapacitated_until_scene": incapacitated_until_scene,
            "initial_destiny": initial_destiny,
            "milestones_pending": milestones_pending,
            "name": name,
            "owner_player_id": owner_player_id,
            "pending_experience": pending_experience,
            "race": race,
            "roles": roles,
            "ruleset": ruleset,
            "stress": stress,
            "swaps_pending": swaps_pending,
            "trait_names": trait_names,
            "treasures": treasures,
            "values": values,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.xyrop_asset import XyropAsset # noqa: PLC0415
        from ..models.xyrop_character_out_approaches import XyropCharacterOutApproaches # noqa: PLC0415
        from ..models.xyrop_character_out_roles import XyropCharacterOutRoles # noqa: PLC0415
        from ..models.xyrop_character_out_stress import XyropCharacterOutStress # noqa: PLC0415
        from ..models.xyrop_character_out_trait_names import XyropCharacterOutTraitNames # noqa: PLC0415
        from ..models.xyrop_character_out_values import XyropCharacterOutValues # noqa: PLC0415
        from ..models.xyrop_distinction import XyropDistinction # noqa: PLC0415
        from ..models.xyrop_pending_experience import XyropPendingExperience # noqa: PLC0415
        from ..models.xyrop_race import XyropRace # noqa: PLC0415
        from ..models.xyrop_treasure import XyropTreasure # noqa: PLC0415
        d = dict(src_dict)
        adventures_completed = d.pop("adventures_completed")

        approaches = XyropCharacterOutApproaches.from_dict(d.pop("approaches"))




        assets = []
        _assets = d.pop("assets")
        for assets_item_data in (_assets):
            assets_item = XyropAsset.from_dict(assets_item_data)



            assets.append(assets_item)


        character_id = d.pop("character_id")

        destiny_points = d.pop("destiny_points")

        distinctions = []
        _distinctions = d.pop("distinctions")
        for distinctions_item_data in (_distinctions):
            distinctions_item = XyropDistinction.from_dict(distinctions_item_data)



            distinctions.append(distinctions_item)


        def _parse_incapacitated_until_scene(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        incapacitated_until_scene = _parse_incapacitated_until_scene(d.pop("incapacitated_until_scene"))


        initial_destiny = d.pop("initial_destiny")

        milestones_pending = d.pop("milestones_pending")

        name = d.pop("name")

        owner_player_id = d.pop("owner_player_id")

        pending_experience = XyropPendingExperience.from_dict(d.pop("pending_experience"))




        race = XyropRace.from_dict(d.pop("race"))




        roles = XyropCharacterOutRoles.from_dict(d.pop("roles"))




        ruleset = XyropCharacterOutRuleset(d.pop("ruleset"))




        stress = XyropCharacterOutStress.from_dict(d.pop("stress"))




        swaps_pending = d.pop("swaps_pending")

        trait_names = XyropCharacterOutTraitNames.from_dict(d.pop("trait_names"))




        treasures = []
        _treasures = d.pop("treasures")
        for treasures_item_data in (_treasures):
            treasures_item = XyropTreasure.from_dict(treasures_item_data)



            treasures.append(treasures_item)


        values = XyropCharacterOutValues.from_dict(d.pop("values"))




        xyrop_character_out = cls(
            adventures_completed=adventures_completed,
            approaches=approaches,
            assets=assets,
            character_id=character_id,
            destiny_points=destiny_points,
            distinctions=distinctions,
            incapacitated_until_scene=incapacitated_until_scene,
            initial_destiny=initial_destiny,
            milestones_pending=milestones_pending,
            name=name,
            owner_player_id=owner_player_id,
            pending_experience=pending_experience,
            race=race,
            roles=roles,
            ruleset=ruleset,
            stress=stress,
            swaps_pending=swaps_pending,
            trait_names=trait_names,
            treasures=treasures,
            values=values,
        )


        xyrop_character_out.additional_properties = d
        return xyrop_character_out

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> Any:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: Any) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
