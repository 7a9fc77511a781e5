from enum import StrEnum

class EspriRetireCharacterType(StrEnum):
    RETIRECHARACTER = "RetireCharacter"

    def __str__(self) -> str:
        return str(self.value)
