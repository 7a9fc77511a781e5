"""The player's pool (spec section 7.2), each ingredient checked in the spec's order."""

import msgspec

from domain.core import DomainError, InvalidValue
from domain.core.words import sentence
from domain.xyrop.commands import RollAction
from domain.xyrop.rules.dice import DieSpec
from domain.xyrop.rules.ladder import is_rated_stress, step_up
from domain.xyrop.rules.records import StepUpRecord
from domain.xyrop.state import Config, Sheet


class PlayerPool(msgspec.Struct, frozen=True, kw_only=True):
    """The dice to roll, the spends' step-ups, the kept count and the destiny balance."""

    specs: tuple[DieSpec, ...]
    step_ups: tuple[StepUpRecord, ...]
    kept_count: int
    cost: int
    gain: int


def build_player_pool(sheet: Sheet, command: RollAction, config: Config,
                      scene_index: int = 0) -> PlayerPool:
    """The pool of ``command`` for ``sheet``, or the first rule it breaks."""
    specs = _trait_dice(sheet, command)
    specs += _distinction_dice(command, config, sheet)
    specs += _treasure_dice(sheet, command, scene_index)
    specs += _asset_dice(sheet, command)
    specs += _stress_dice(sheet, command, config)
    specs += _extra_trait_dice(sheet, command)
    specs, records = _apply_step_ups(specs, command.destiny.step_ups)
    spend = command.destiny
    if spend.keep_extra < 0 or 2 + spend.keep_extra > len(specs):
        raise DomainError("keep_exceeds_pool",
                          sentence("cannot keep more dice than the pool holds"))
    reactivation = 1 if command.treasure is not None and command.treasure.reactivate else 0
    cost = (len(spend.extra_approaches) + len(spend.extra_roles) + len(spend.step_ups)
            + spend.keep_extra + reactivation)
    # T4: « en n'ajoutant qu'un d4 »: a d4 distinction stepped up earns nothing
    stepped = set(spend.step_ups)
    gain = sum(1 for use in command.distinctions
               if use.mode == "d4" and f"distinction:{use.distinction_id}" not in stepped)
    return PlayerPool(specs=tuple(specs), step_ups=records, kept_count=2 + spend.keep_extra,
                      cost=cost, gain=gain)


def _trait(traits: dict[str, int], trait_id: str, code: str) -> int:
    if trait_id not in traits:
        raise DomainError(code, sentence("'%(trait_id)s' is not on the sheet",
                                         trait_id=trait_id))
    return traits[trait_id]


def _trait_dice(sheet: Sheet, command: RollAction) -> list[DieSpec]:
    specs = [
        DieSpec("approach", _trait(sheet.approaches, command.approach_id, "unknown_approach"),
                command.approach_id),
        DieSpec("role", _trait(sheet.roles, command.role_id, "unknown_role"), command.role_id),
    ]
    if command.value_id is not None:
        faces = _trait(sheet.values, command.value_id, "unknown_value")
        specs.append(DieSpec("value", faces, command.value_id))
    return specs


def _distinction_dice(command: RollAction, config: Config, sheet: Sheet) -> list[DieSpec]:
    uses = command.distinctions
    if len(uses) > config.max_distinctions_per_roll:
        raise DomainError("too_many_distinctions",
                          sentence("at most %(count)d distinction(s) per roll",
                                   count=config.max_distinctions_per_roll))
    known = {d.distinction_id for d in sheet.distinctions} | {"race"}
    seen: set[str] = set()
    specs = []
    for use in uses:
        if use.distinction_id not in known:
            raise DomainError("unknown_distinction",
                              sentence("no distinction '%(distinction_id)s'",
                                       distinction_id=use.distinction_id))
        if use.distinction_id in seen:
            raise DomainError("duplicate_distinction",
                              sentence("'%(distinction_id)s' is used twice",
                                       distinction_id=use.distinction_id))
        if use.mode not in ("d8", "d4"):
            raise InvalidValue("invalid_distinction_mode",
                               sentence("a distinction adds a d8 or a d4"))
        seen.add(use.distinction_id)
        faces = 8 if use.mode == "d8" else 4
        specs.append(DieSpec(f"distinction:{use.distinction_id}", faces, use.distinction_id))
    return specs


def _treasure_dice(sheet: Sheet, command: RollAction, scene_index: int) -> list[DieSpec]:
    use = command.treasure
    if use is None:
        return []
    treasure = next((t for t in sheet.treasures if t.treasure_id == use.treasure_id), None)
    if treasure is None:
        raise DomainError("unknown_treasure",
                          sentence("%(name)s has no treasure '%(treasure_id)s'",
                                   name=sheet.name, treasure_id=use.treasure_id))
    if treasure.used_this_session and not use.reactivate:
        raise DomainError("treasure_already_used", sentence("reactivate it with 1 destiny"))
    if not treasure.used_this_session and use.reactivate:
        raise DomainError("treasure_not_used", sentence("its first use this session is free"))
    return [DieSpec("treasure", treasure.die_in(scene_index), treasure.treasure_id)]


def _asset_dice(sheet: Sheet, command: RollAction) -> list[DieSpec]:
    dice = {asset.asset_id: asset.die for asset in sheet.assets}
    if len(set(command.asset_ids)) != len(command.asset_ids):
        raise DomainError("unknown_asset", sentence("an asset is used once per roll"))
    specs = []
    for asset_id in command.asset_ids:
        if asset_id not in dice:
            raise DomainError("unknown_asset", sentence("%(name)s has no asset '%(asset_id)s'",
                                                        name=sheet.name, asset_id=asset_id))
        specs.append(DieSpec(f"asset:{asset_id}", dice[asset_id], asset_id))
    return specs


def _stress_dice(sheet: Sheet, command: RollAction, config: Config) -> list[DieSpec]:
    specs: list[DieSpec] = []
    for stress_id in command.own_stress_ids:
        level = sheet.stress.get(stress_id, "none")
        usable = stress_id in config.stress_catalog and is_rated_stress(level)
        if not usable or any(spec.source_id == stress_id for spec in specs):
            raise DomainError("stress_not_usable",
                              sentence("stress '%(stress_id)s' has no die to add",
                                       stress_id=stress_id))
        assert isinstance(level, int)
        specs.append(DieSpec(f"stress:{stress_id}", level, stress_id))
    return specs


def _extra_trait_dice(sheet: Sheet, command: RollAction) -> list[DieSpec]:
    specs = []
    groups = (("approach", sheet.approaches, command.destiny.extra_approaches,
               command.approach_id),
              ("role", sheet.roles, command.destiny.extra_roles, command.role_id))
    for kind, traits, extras, main_id in groups:
        for index, trait_id in enumerate(extras):
            faces = _trait(traits, trait_id, f"unknown_{kind}")
            if trait_id == main_id or trait_id in extras[:index]:
                raise DomainError("trait_already_in_pool",
                                  sentence("'%(trait_id)s' is already rolled", trait_id=trait_id))
            specs.append(DieSpec(f"extra_{kind}:{trait_id}", faces, trait_id))
    return specs


def _apply_step_ups(specs: list[DieSpec], refs: tuple[str, ...]
                    ) -> tuple[list[DieSpec], tuple[StepUpRecord, ...]]:
    """Each spent step raises one pool die (repeats allowed), never above d12."""
    index_of = {spec.ref: index for index, spec in enumerate(specs)}
    records = []
    for ref in refs:
        if ref not in index_of:
            raise DomainError("invalid_step_up_target",
                              sentence("no die '%(ref)s' in the pool", ref=ref))
        spec = specs[index_of[ref]]
        raised = step_up(spec.faces)
        specs[index_of[ref]] = DieSpec(spec.ref, raised, spec.source_id)
        records.append(StepUpRecord(ref=ref, from_=spec.faces, to=raised))
    return specs, tuple(records)
