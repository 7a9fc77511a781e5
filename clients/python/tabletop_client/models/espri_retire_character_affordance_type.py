from enum import StrEnum

class EspriRetireCharacterAffordanceType(StrEnum):
    RETIRECHARACTER = "RetireCharacter"

    def __str__(self) -> str:
        return str(self.value)
