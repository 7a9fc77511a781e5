from enum import StrEnum

class EspriRemoveRuptureGemType(StrEnum):
    REMOVERUPTUREGEM = "RemoveRuptureGem"

    def __str__(self) -> str:
        return str(self.value)
