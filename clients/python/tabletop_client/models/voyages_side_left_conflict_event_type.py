from enum import StrEnum

class VoyagesSideLeftConflictEventType(StrEnum):
    SIDELEFTCONFLICT = "SideLeftConflict"

    def __str__(self) -> str:
        return str(self.value)
