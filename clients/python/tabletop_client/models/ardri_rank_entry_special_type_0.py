from enum import StrEnum

class ArdriRankEntrySpecialType0(StrEnum):
    HOLY_TRINITY = "holy_trinity"
    OMA = "oma"

    def __str__(self) -> str:
        return str(self.value)
