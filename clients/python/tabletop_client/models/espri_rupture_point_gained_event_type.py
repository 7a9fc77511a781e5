from enum import StrEnum

class EspriRupturePointGainedEventType(StrEnum):
    RUPTUREPOINTGAINED = "RupturePointGained"

    def __str__(self) -> str:
        return str(self.value)
