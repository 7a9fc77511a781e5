from enum import StrEnum

class EspriEventPageOutRuleset(StrEnum):
    ESPRI = "espri"

    def __str__(self) -> str:
        return str(self.value)
