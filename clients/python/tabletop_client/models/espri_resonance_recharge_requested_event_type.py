from enum import StrEnum

class EspriResonanceRechargeRequestedEventType(StrEnum):
    RESONANCERECHARGEREQUESTED = "ResonanceRechargeRequested"

    def __str__(self) -> str:
        return str(self.value)
