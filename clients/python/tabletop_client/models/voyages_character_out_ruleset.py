from enum import StrEnum

class VoyagesCharacterOutRuleset(StrEnum):
    VOYAGES = "voyages"

    def __str__(self) -> str:
        return str(self.value)
