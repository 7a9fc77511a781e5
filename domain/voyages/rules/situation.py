"""Situation scoring and pools (7.3), shared by decide and evolve."""

from domain.voyages.rules.model import Pool, Situation, SubgroupScore
from domain.voyages.rules.resolution import group_score


def make_pool(pool_id: str, kind: str, owner_ids: tuple[str, ...], subgroup: int,
              points: int) -> Pool:
    """A pool; its sign picks the cost list and whether purchases are false [D10]."""
    negative = points < 0
    cost_list = "risks" if kind == "environment" and not negative else "opportunities"
    return Pool(pool_id=pool_id, kind=kind, owner_ids=owner_ids,  # type: ignore[arg-type]
                subgroup=subgroup, points=points,
                sign="negative" if negative else "positive",
                cost_list=cost_list,  # type: ignore[arg-type]
                is_false=negative and kind != "environment")


def involved(situation: Situation) -> tuple[str, ...]:
    """Participants who take part (not ``not_involved``), in order."""
    return tuple(cid for cid, p in situation.participants.items()
                 if p.involvement != "not_involved")


def participant_scores(situation: Situation) -> dict[str, int]:
    """Scores of the involved participants' rolls."""
    scores = {}
    for cid in involved(situation):
        roll = situation.participants[cid].roll
        if roll is not None:
            scores[cid] = roll.score
    return scores


def _subgroup_pools(index: int, members: tuple[str, ...], gs: int, mode: str,
                    environment_score: int, allocations: dict[str, int]) -> list[Pool]:
    if mode == "sum":
        pools = [make_pool(f"group:{index + 1}", "group", members, index, gs)]
    else:
        pools = [make_pool(f"player:{m}", "character", (m,), index, allocations.get(m, gs))
                 for m in members]
    pools.append(make_pool(f"environment:{index + 1}", "environment", members, index,
                           environment_score))
    return pools


def score(situation: Situation, groups: tuple[tuple[str, ...], ...],
          allocations: dict[str, int]
          ) -> tuple[dict[str, int], int, tuple[SubgroupScore, ...], tuple[Pool, ...], int | None]:
    """(scores, environment score, subgroups, pools, value) of a rolled situation [D20, D21]."""
    scores = participant_scores(situation)
    env = situation.environment_roll.score if situation.environment_roll else 0
    subgroups = tuple(SubgroupScore(members=g, group_score=group_score(
        [scores[m] for m in g], situation.group_mode)) for g in groups)
    if situation.result_mode == "value":
        return scores, env, subgroups, (), subgroups[0].group_score
    pools: list[Pool] = []
    for index, sub in enumerate(subgroups):
        pools += _subgroup_pools(index, sub.members, sub.group_score, situation.group_mode,
                                 env, allocations)
    return scores, env, subgroups, tuple(pools), None
