from enum import StrEnum

class VoyagesStateOutRuleset(StrEnum):
    VOYAGES = "voyages"

    def __str__(self) -> str:
        return str(self.value)
