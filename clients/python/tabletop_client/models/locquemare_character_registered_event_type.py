from enum import StrEnum

class LocquemareCharacterRegisteredEventType(StrEnum):
    CHARACTERREGISTERED = "CharacterRegistered"

    def __str__(self) -> str:
        return str(self.value)
