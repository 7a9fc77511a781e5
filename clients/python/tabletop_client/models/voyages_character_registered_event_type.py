from enum import StrEnum

class VoyagesCharacterRegisteredEventType(StrEnum):
    CHARACTERREGISTERED = "CharacterRegistered"

    def __str__(self) -> str:
        return str(self.value)
