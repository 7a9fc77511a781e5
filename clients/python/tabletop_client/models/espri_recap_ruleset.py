from enum import StrEnum

class EspriRecapRuleset(StrEnum):
    ESPRI = "espri"

    def __str__(self) -> str:
        return str(self.value)
