from enum import StrEnum

class VoyagesSplitGroupAffordanceType(StrEnum):
    SPLITGROUP = "SplitGroup"

    def __str__(self) -> str:
        return str(self.value)
