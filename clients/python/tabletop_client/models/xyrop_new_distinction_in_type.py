from enum import StrEnum

class XyropNewDistinctionInType(StrEnum):
    NEW_DISTINCTION = "new_distinction"

    def __str__(self) -> str:
        return str(self.value)
