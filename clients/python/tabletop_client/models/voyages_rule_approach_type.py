from enum import StrEnum

class VoyagesRuleApproachType(StrEnum):
    RULEAPPROACH = "RuleApproach"

    def __str__(self) -> str:
        return str(self.value)
