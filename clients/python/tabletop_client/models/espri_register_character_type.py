from enum import StrEnum

class EspriRegisterCharacterType(StrEnum):
    REGISTERCHARACTER = "RegisterCharacter"

    def __str__(self) -> str:
        return str(self.value)
