from enum import StrEnum

class EspriRegisterCharacterKind(StrEnum):
    GUARDIAN = "guardian"
    PRIESTESS = "priestess"

    def __str__(self) -> str:
        return str(self.value)
