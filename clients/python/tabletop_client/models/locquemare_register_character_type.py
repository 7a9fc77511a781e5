from enum import StrEnum

class LocquemareRegisterCharacterType(StrEnum):
    REGISTERCHARACTER = "RegisterCharacter"

    def __str__(self) -> str:
        return str(self.value)
