from enum import StrEnum

class EspriRegisterCharacterAffordanceChoicesKindItemValue(StrEnum):
    GUARDIAN = "guardian"
    PRIESTESS = "priestess"

    def __str__(self) -> str:
        return str(self.value)
