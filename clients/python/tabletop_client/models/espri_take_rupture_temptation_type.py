from enum import StrEnum

class EspriTakeRuptureTemptationType(StrEnum):
    TAKERUPTURETEMPTATION = "TakeRuptureTemptation"

    def __str__(self) -> str:
        return str(self.value)
