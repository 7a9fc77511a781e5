from enum import StrEnum

class EspriCharacterOutRuleset(StrEnum):
    ESPRI = "espri"

    def __str__(self) -> str:
        return str(self.value)
