from enum import StrEnum

class EspriCharacterRegisteredEventType(StrEnum):
    CHARACTERREGISTERED = "CharacterRegistered"

    def __str__(self) -> str:
        return str(self.value)
