from enum import StrEnum

class XyropRegisterCharacterAffordanceType(StrEnum):
    REGISTERCHARACTER = "RegisterCharacter"

    def __str__(self) -> str:
        return str(self.value)
