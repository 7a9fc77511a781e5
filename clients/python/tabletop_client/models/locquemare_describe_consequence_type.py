from enum import StrEnum

class LocquemareDescribeConsequenceType(StrEnum):
    DESCRIBECONSEQUENCE = "DescribeConsequence"

    def __str__(self) -> str:
        return str(self.value)
