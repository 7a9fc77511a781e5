from enum import StrEnum

class EspriRechargeResonanceType(StrEnum):
    RECHARGERESONANCE = "RechargeResonance"

    def __str__(self) -> str:
        return str(self.value)
