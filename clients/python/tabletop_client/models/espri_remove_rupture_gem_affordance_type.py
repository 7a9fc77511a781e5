from enum import StrEnum

class EspriRemoveRuptureGemAffordanceType(StrEnum):
    REMOVERUPTUREGEM = "RemoveRuptureGem"

    def __str__(self) -> str:
        return str(self.value)
