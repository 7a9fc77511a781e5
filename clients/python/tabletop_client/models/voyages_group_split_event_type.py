from enum import StrEnum

class VoyagesGroupSplitEventType(StrEnum):
    GROUPSPLIT = "GroupSplit"

    def __str__(self) -> str:
        return str(self.value)
