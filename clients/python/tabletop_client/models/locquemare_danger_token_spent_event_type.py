from enum import StrEnum

class LocquemareDangerTokenSpentEventType(StrEnum):
    DANGERTOKENSPENT = "DangerTokenSpent"

    def __str__(self) -> str:
        return str(self.value)
