from enum import StrEnum

class EspriRemoveHarmonyType(StrEnum):
    REMOVEHARMONY = "RemoveHarmony"

    def __str__(self) -> str:
        return str(self.value)
