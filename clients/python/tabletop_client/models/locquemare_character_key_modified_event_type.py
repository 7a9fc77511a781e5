from enum import StrEnum

class LocquemareCharacterKeyModifiedEventType(StrEnum):
    CHARACTERKEYMODIFIED = "CharacterKeyModified"

    def __str__(self) -> str:
        return str(self.value)
