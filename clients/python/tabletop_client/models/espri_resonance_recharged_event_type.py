from enum import StrEnum

class EspriResonanceRechargedEventType(StrEnum):
    RESONANCERECHARGED = "ResonanceRecharged"

    def __str__(self) -> str:
        return str(self.value)
