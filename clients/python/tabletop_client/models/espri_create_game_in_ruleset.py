from enum import StrEnum

class EspriCreateGameInRuleset(StrEnum):
    ESPRI = "espri"

    def __str__(self) -> str:
        return str(self.value)
