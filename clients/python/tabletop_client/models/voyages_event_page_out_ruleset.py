from enum import StrEnum

class VoyagesEventPageOutRuleset(StrEnum):
    VOYAGES = "voyages"

    def __str__(self) -> str:
        return str(self.value)
