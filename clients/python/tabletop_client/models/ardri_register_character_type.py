from enum import StrEnum

class ArdriRegisterCharacterType(StrEnum):
    REGISTERCHARACTER = "RegisterCharacter"

    def __str__(self) -> str:
        return str(self.value)
