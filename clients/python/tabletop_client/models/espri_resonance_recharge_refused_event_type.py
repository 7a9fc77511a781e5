from enum import StrEnum

class EspriResonanceRechargeRefusedEventType(StrEnum):
    RESONANCERECHARGEREFUSED = "ResonanceRechargeRefused"

    def __str__(self) -> str:
        return str(self.value)
