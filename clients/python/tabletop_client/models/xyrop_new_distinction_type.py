from enum import StrEnum

class XyropNewDistinctionType(StrEnum):
    NEW_DISTINCTION = "new_distinction"

    def __str__(self) -> str:
        return str(self.value)
