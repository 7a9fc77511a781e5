from enum import StrEnum

class VoyagesSplitGroupType(StrEnum):
    SPLITGROUP = "SplitGroup"

    def __str__(self) -> str:
        return str(self.value)
