from enum import StrEnum

class VoyagesRuleApproachAffordanceType(StrEnum):
    RULEAPPROACH = "RuleApproach"

    def __str__(self) -> str:
        return str(self.value)
