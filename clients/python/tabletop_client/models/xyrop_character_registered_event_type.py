from enum import StrEnum

class XyropCharacterRegisteredEventType(StrEnum):
    CHARACTERREGISTERED = "CharacterRegistered"

    def __str__(self) -> str:
        return str(self.value)
