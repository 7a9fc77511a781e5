from enum import StrEnum

class VoyagesMemberLeftConflictEventType(StrEnum):
    MEMBERLEFTCONFLICT = "MemberLeftConflict"

    def __str__(self) -> str:
        return str(self.value)
