from enum import StrEnum

class VoyagesTintSpentForRerollEventType(StrEnum):
    TINTSPENTFORREROLL = "TintSpentForReroll"

    def __str__(self) -> str:
        return str(self.value)
