from enum import StrEnum

class EspriConfirmResonanceRechargeType(StrEnum):
    CONFIRMRESONANCERECHARGE = "ConfirmResonanceRecharge"

    def __str__(self) -> str:
        return str(self.value)
