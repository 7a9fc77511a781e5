from enum import StrEnum

class VoyagesMemberJoinedConflictEventType(StrEnum):
    MEMBERJOINEDCONFLICT = "MemberJoinedConflict"

    def __str__(self) -> str:
        return str(self.value)
