from enum import StrEnum

class ArdriCharacterRegisteredEventType(StrEnum):
    CHARACTERREGISTERED = "CharacterRegistered"

    def __str__(self) -> str:
        return str(self.value)
