from enum import StrEnum

class VoyagesOwnTintRegeneratedEventType(StrEnum):
    OWNTINTREGENERATED = "OwnTintRegenerated"

    def __str__(self) -> str:
        return str(self.value)
