from enum import StrEnum

class ArdriRegisterCharacterAffordanceType(StrEnum):
    REGISTERCHARACTER = "RegisterCharacter"

    def __str__(self) -> str:
        return str(self.value)
