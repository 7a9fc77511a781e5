from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.locquemare_hero_out_approaches import LocquemareHeroOutApproaches
  from ..models.locquemare_hero_out_consequence_slots import LocquemareHeroOutConsequenceSlots
  from ..models.locquemare_hero_out_prowess_uses import LocquemareHeroOutProwessUses
  from ..models.locquemare_hero_out_resources import LocquemareHeroOutResources
  from ..models.locquemare_hero_out_resources_current import LocquemareHeroOutResourcesCurrent
  from ..models.locquemare_hero_out_tokens import LocquemareHeroOutTokens
  from ..models.locquemare_hero_secret import LocquemareHeroSecret
  from ..models.locquemare_journey import LocquemareJourney
  from ..models.locquemare_pending_harm import LocquemarePendingHarm
  from ..models.locquemare_prowess import LocquemareProwess





T = TypeVar("T", bound="LocquemareHeroOut")



@_attrs_define
class LocquemareHeroOut:
    """ A hero's sheet (section 3).

        Attributes:
            acts_played (int): Acts the hero played (each adds a resource point).
            approach_adjusted (bool): True once the hero adjusted an approach this scenario.
            approaches (LocquemareHeroOutApproaches): The hero's eight approaches: name -> score (0 to 5).
            archetype (None | str): The hero's archetype, free text (no mechanics); null: none.
            character_key_ids (list[str]): The hero's character keys (concept, hamartia and three others).
            conceded (bool): True once the hero conceded the conflict.
            consequence_slots (LocquemareHeroOutConsequenceSlots): The hero's consequence slots: severity -> key id (null:
                free).
            consequences_in_scene (int): Consequences the hero took this scene.
            drawn_secret_ids (list[str]): The secret cards the hero drew to choose from.
            evolution_track (int): The hero's evolution track (0 to 8 points).
            extreme_key_ids (list[str]): Keys an extreme consequence replaced.
            extreme_used_in_scenario (bool): True once the hero took an extreme consequence this scenario.
            hero_id (str): The hero concerned (an id from the table's `characters`).
            journey (LocquemareJourney): The hero's evolution from point A to point B (data only).
            key_modified_this_act_end (bool): True once the hero modified a key at this act's end.
            name (str): The name, as typed.
            owner_player_id (str): The seat id of the player who controls the hero.
            past_secrets (list[LocquemareHeroSecret]): The hero's earlier secrets.
            pending_harm (LocquemarePendingHarm | None): Harm waiting for the hero to resolve; null: none.
            prowess_uses (LocquemareHeroOutProwessUses): When each prowess was last used: prowess id -> scene and act.
            prowesses (list[LocquemareProwess]): The hero's prowesses (three at creation).
            resource_adjusted (bool): True once the hero adjusted a resource this scenario.
            resources (LocquemareHeroOutResources): The hero's eight resources: name -> allocation (0 to 5).
            resources_current (LocquemareHeroOutResourcesCurrent): The resources' current values (reset at each scene's
                start and end).
            secret (LocquemareHeroSecret | None): The hero's secret; null: none yet.
            stress (int): The hero's stress (0 at each scene's end).
            taken_out (bool): True once taken out of the scene.
            tokens (LocquemareHeroOutTokens): The hero's tokens: `exploit`, `offering`, `danger` -> count.
            truth_revealed_in_session (bool): True once the hero revealed a truth this session.
     """

    acts_played: int
    approach_adjusted: bool
    approaches: LocquemareHeroOutApproaches
    archetype: None | str
    character_key_ids: list[str]
    conceded: bool
    consequence_slots: LocquemareHeroOutConsequenceSlots
    consequences_in_scene: int
    drawn_secret_ids: list[str]
    evolution_track: int
    extreme_key_ids: list[str]
    extreme_used_in_scenario: bool
    hero_id: str
    journey: LocquemareJourney
    key_modified_this_act_end: bool
    name: str
    owner_player_id: str
    past_secrets: list[LocquemareHeroSecret]
    pending_harm: LocquemarePendingHarm | None
    prowess_uses: LocquemareHeroOutProwessUses
    prowesses: list[LocquemareProwess]
    resource_adjusted: bool
    resources: LocquemareHeroOutResources
    resources_current: LocquemareHeroOutResourcesCurrent
    secret: LocquemareHeroSecret | None
    stress: int
    taken_out: bool
    tokens: LocquemareHeroOutTokens
    truth_revealed_in_session: bool
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.locquemare_hero_out_approaches import LocquemareHeroOutApproaches # noqa: PLC0415
        from ..models.locquemare_hero_out_consequence_slots import LocquemareHeroOutConsequenceSlots # noqa: PLC0415
        from ..models.locquemare_hero_out_prowess_uses import LocquemareHeroOutProwessUses # noqa: PLC0415
        from ..models.locquemare_hero_out_resources import LocquemareHeroOutResources # noqa: PLC0415
        from ..models.locquemare_hero_out_resources_current import LocquemareHeroOutResourcesCurrent # noqa: PLC0415
        from ..models.locquemare_hero_out_tokens import LocquemareHeroOutTokens # noqa: PLC0415
        from ..models.locquemare_hero_secret import LocquemareHeroSecret # noqa: PLC0415
        from ..models.locquemare_journey import LocquemareJourney # noqa: PLC0415
        from ..models.locquemare_pending_harm import LocquemarePendingHarm # noqa: PLC0415
        from ..models.locquemare_prowess import LocquemareProwess # noqa: PLC0415
        acts_played = self.acts_played

        approach_adjusted = self.approach_adjusted

        approaches = self.approaches.to_dict()

        archetype: None | str
        archetype = self.archetype

        character_key_ids = self.character_key_ids



        conceded = self.conceded

        consequence_slots = self.consequence_slots.to_dict()

        consequences_in_scene = self.consequences_in_scene

        drawn_secret_ids = self.drawn_secret_ids



        evolution_track = self.evolution_track

        extreme_key_ids = self.extreme_key_ids



        extreme_used_in_scenario = self.extreme_used_in_scenario

        hero_id = self.hero_id

        journey = self.journey.to_dict()

        key_modified_this_act_end = self.key_modified_this_act_end

        name = self.name

        owner_player_id = self.owner_player_id

        past_secrets = []
        for past_secrets_item_data in self.past_secrets:
            past_secrets_item = past_secrets_item_data.to_dict()
            past_secrets.append(past_secrets_item)



        pending_harm: dict[str, Any] | None
        if isinstance(self.pending_harm, LocquemarePendingHarm):
            pending_harm = self.pending_harm.to_dict()
        else:
            pending_harm = self.pending_harm

        prowess_uses = self.prowess_uses.to_dict()

        prowesses = []
        for prowesses_item_data in self.prowesses:
            prowesses_item = prowesses_item_data.to_dict()
            prowesses.append(prowesses_item)



        resource_adjusted = self.resource_adjusted

        resources = self.resources.to_dict()

        resources_current = self.resources_current.to_dict()

        secret: dict[str, Any] | None
        if isinstance(self.secret, LocquemareHeroSecret):
            secret = self.secret.to_dict()
        else:
            secret = self.secret

        stress = self.stress

        taken_out = self.taken_out

        tokens = self.tokens.to_dict()

        truth_revealed_in_session = self.truth_revealed_in_session


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "acts_played": acts_played,
            "approach_adjusted": approach_adjusted,
            "approaches": approaches,
            "archetype": archetype,
            "character_key_ids": character_key_ids,
            "conceded": conceded,
            "consequence_slots": consequence_slots,
            "consequences_in_scene": consequences_in_scene,
            "drawn_secret_ids": drawn_secret_ids,
            "evolution_track": evolution_track,
            "extreme_key_ids": extreme_key_ids,
            "extreme_used_in_scenario": extreme_used_in_scenario,
            "hero_id": hero_id,
            "journey": journey,
            "key_modified_this_act_end": key_modified_this_act_end,
            "name": name,
            "owner_player_id": owner_player_id,
            "past_secrets": past_secrets,
            "pending_harm": pending_harm,
            "prowess_uses": prowess_uses,
            "prowesses": prowesses,
            "resource_adjusted": resource_adjusted,
            "resources": resources,
            "resources_current": resources_current,
            "secret": secret,
            "stress": stress,
            "taken_out": taken_out,
            "tokens": tokens,
            "truth_revealed_in_session": truth_revealed_in_session,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.locquemare_hero_out_approaches import LocquemareHeroOutApproaches # noqa: PLC0415
        from ..models.locquemare_hero_out_consequence_slots import LocquemareHeroOutConsequenceSlots # noqa: PLC0415
        from ..models.locquemare_hero_out_prowess_uses import LocquemareHeroOutProwessUses # noqa: PLC0415
        from ..models.locquemare_hero_out_resources import LocquemareHeroOutResources # noqa: PLC0415
        from ..models.locquemare_hero_out_resources_current import LocquemareHeroOutResourcesCurrent # noqa: PLC0415
        from ..models.locquemare_hero_out_tokens import LocquemareHeroOutTokens # noqa: PLC0415
        from ..models.locquemare_hero_secret import LocquemareHeroSecret # noqa: PLC0415
        from ..models.locquemare_journey import LocquemareJourney # noqa: PLC0415
        from ..models.locquemare_pending_harm import LocquemarePendingHarm # noqa: PLC0415
        from ..models.locquemare_prowess import LocquemareProwess # noqa: PLC0415
        d = dict(src_dict)
        acts_played = d.pop("acts_played")

        approach_adjusted = d.pop("approach_adjusted")

        approaches = LocquemareHeroOutApproaches.from_dict(d.pop("approaches"))




        def _parse_archetype(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        archetype = _parse_archetype(d.pop("archetype"))


        character_key_ids = cast(list[str], d.pop("character_key_ids"))


        conceded = d.pop("conceded")

        consequence_slots = LocquemareHeroOutConsequenceSlots.from_dict(d.pop("consequence_slots"))




        consequences_in_scene = d.pop("consequences_in_scene")

        drawn_secret_ids = cast(list[str], d.pop("drawn_secret_ids"))


        evolution_track = d.pop("evolution_track")

        extreme_key_ids = cast(list[str], d.pop("extreme_key_ids"))


        extreme_used_in_scenario = d.pop("extreme_used_in_scenario")

        hero_id = d.pop("hero_id")

        journey = LocquemareJourney.from_dict(d.pop("journey"))




        key_modified_this_act_end = d.pop("key_modified_this_act_end")

        name = d.pop("name")

        owner_player_id = d.pop("owner_player_id")

        past_secrets = []
        _past_secrets = d.pop("past_secrets")
        for past_secrets_item_data in (_past_secrets):
            past_secrets_item = LocquemareHeroSecret.from_dict(past_secrets_item_data)



            past_secrets.append(past_secrets_item)


        def _parse_pending_harm(data: object) -> LocquemarePendingHarm | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                pending_harm_type_0 = LocquemarePendingHarm.from_dict(data)



                return pending_harm_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(LocquemarePendingHarm | None, data)

        pending_harm = _parse_pending_harm(d.pop("pending_harm"))


        prowess_uses = LocquemareHeroOutProwessUses.from_dict(d.pop("prowess_uses"))




        prowesses = []
        _prowesses = d.pop("prowesses")
        for prowesses_item_data in (_prowesses):
            prowesses_item = LocquemareProwess.from_dict(prowesses_item_data)



            prowesses.append(prowesses_item)


        resource_adjusted = d.pop("resource_adjusted")

        resources = LocquemareHeroOutResources.from_dict(d.pop("resources"))




        resources_current = LocquemareHeroOutResourcesCurrent.from_dict(d.pop("resources_current"))




        def _parse_secret(data: object) -> LocquemareHeroSecret | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                secret_type_0 = LocquemareHeroSecret.from_dict(data)



                return secret_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(LocquemareHeroSecret | None, data)

        secret = _parse_secret(d.pop("secret"))


        stress = d.pop("stress")

        taken_out = d.pop("taken_out")

        tokens = LocquemareHeroOutTokens.from_dict(d.pop("tokens"))




        truth_revealed_in_session = d.pop("truth_revealed_in_session")

        locquemare_hero_out = cls(
            acts_played=acts_played,
            approach_adjusted=approach_adjusted,
            approaches=approaches,
            archetype=archetype,
            character_key_ids=character_key_ids,
            conceded=conceded,
            consequence_slots=consequence_slots,
            consequences_in_scene=consequences_in_scene,
            drawn_secret_ids=drawn_secret_ids,
            evolution_track=evolution_track,
            extreme_key_ids=extreme_key_ids,
            extreme_used_in_scenario=extreme_used_in_scenario,
            hero_id=hero_id,
            journey=journey,
            key_modified_this_act_end=key_modified_this_act_end,
            name=name,
            owner_player_id=owner_player_id,
            past_secrets=past_secrets,
            pending_harm=pending_harm,
            prowess_uses=prowess_uses,
            prowesses=prowesses,
            resource_adjusted=resource_adjusted,
            resources=resources,
            resources_current=resources_current,
            secret=secret,
            stress=stress,
            taken_out=taken_out,
            tokens=tokens,
            truth_revealed_in_session=truth_revealed_in_session,
        )


        locquemare_hero_out.additional_properties = d
        return locquemare_hero_out

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
