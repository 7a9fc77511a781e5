from enum import StrEnum

class EspriRefuseResonanceRechargeType(StrEnum):
    REFUSERESONANCERECHARGE = "RefuseResonanceRecharge"

    def __str__(self) -> str:
        return str(self.value)
