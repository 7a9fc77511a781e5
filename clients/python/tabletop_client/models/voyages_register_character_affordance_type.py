from enum import StrEnum

class VoyagesRegisterCharacterAffordanceType(StrEnum):
    REGISTERCHARACTER = "RegisterCharacter"

    def __str__(self) -> str:
        return str(self.value)
