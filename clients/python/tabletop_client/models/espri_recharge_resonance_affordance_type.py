from enum import StrEnum

class EspriRechargeResonanceAffordanceType(StrEnum):
    RECHARGERESONANCE = "RechargeResonance"

    def __str__(self) -> str:
        return str(self.value)
