from enum import StrEnum

class VoyagesRegisterCharacterType(StrEnum):
    REGISTERCHARACTER = "RegisterCharacter"

    def __str__(self) -> str:
        return str(self.value)
