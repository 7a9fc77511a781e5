from enum import StrEnum

class VoyagesCreateGameInRuleset(StrEnum):
    VOYAGES = "voyages"

    def __str__(self) -> str:
        return str(self.value)
