from enum import StrEnum

class EspriSaveFromDeathType(StrEnum):
    SAVEFROMDEATH = "SaveFromDeath"

    def __str__(self) -> str:
        return str(self.value)
