from enum import StrEnum

class VoyagesAvailableOutRuleset(StrEnum):
    VOYAGES = "voyages"

    def __str__(self) -> str:
        return str(self.value)
