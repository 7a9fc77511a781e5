from enum import StrEnum

class EspriRegisterCharacterAffordanceType(StrEnum):
    REGISTERCHARACTER = "RegisterCharacter"

    def __str__(self) -> str:
        return str(self.value)
