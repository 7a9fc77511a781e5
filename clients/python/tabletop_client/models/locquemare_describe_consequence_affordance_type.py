from enum import StrEnum

class LocquemareDescribeConsequenceAffordanceType(StrEnum):
    DESCRIBECONSEQUENCE = "DescribeConsequence"

    def __str__(self) -> str:
        return str(self.value)
