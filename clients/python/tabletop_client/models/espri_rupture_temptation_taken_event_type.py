from enum import StrEnum

class EspriRuptureTemptationTakenEventType(StrEnum):
    RUPTURETEMPTATIONTAKEN = "RuptureTemptationTaken"

    def __str__(self) -> str:
        return str(self.value)
