from enum import StrEnum

class LocquemareInflictConsequenceType(StrEnum):
    INFLICTCONSEQUENCE = "InflictConsequence"

    def __str__(self) -> str:
        return str(self.value)
