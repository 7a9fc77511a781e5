from enum import StrEnum

class EspriTakeRuptureTemptationAffordanceType(StrEnum):
    TAKERUPTURETEMPTATION = "TakeRuptureTemptation"

    def __str__(self) -> str:
        return str(self.value)
