from enum import StrEnum

class EspriRemoveHarmonyAffordanceType(StrEnum):
    REMOVEHARMONY = "RemoveHarmony"

    def __str__(self) -> str:
        return str(self.value)
