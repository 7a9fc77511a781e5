from enum import StrEnum

class EspriSaveFromDeathAffordanceType(StrEnum):
    SAVEFROMDEATH = "SaveFromDeath"

    def __str__(self) -> str:
        return str(self.value)
