from enum import StrEnum

class VoyagesRecapRuleset(StrEnum):
    VOYAGES = "voyages"

    def __str__(self) -> str:
        return str(self.value)
