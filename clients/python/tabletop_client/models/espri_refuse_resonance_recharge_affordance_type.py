from enum import StrEnum

class EspriRefuseResonanceRechargeAffordanceType(StrEnum):
    REFUSERESONANCERECHARGE = "RefuseResonanceRecharge"

    def __str__(self) -> str:
        return str(self.value)
