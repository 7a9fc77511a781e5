from enum import StrEnum

class LocquemareRegisterCharacterAffordanceType(StrEnum):
    REGISTERCHARACTER = "RegisterCharacter"

    def __str__(self) -> str:
        return str(self.value)
