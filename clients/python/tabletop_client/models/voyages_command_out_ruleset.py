from enum import StrEnum

class VoyagesCommandOutRuleset(StrEnum):
    VOYAGES = "voyages"

    def __str__(self) -> str:
        return str(self.value)
