from enum import StrEnum

class LocquemareInflictConsequenceAffordanceType(StrEnum):
    INFLICTCONSEQUENCE = "InflictConsequence"

    def __str__(self) -> str:
        return str(self.value)
