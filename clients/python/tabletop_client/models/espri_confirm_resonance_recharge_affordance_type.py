from enum import StrEnum

class EspriConfirmResonanceRechargeAffordanceType(StrEnum):
    CONFIRMRESONANCERECHARGE = "ConfirmResonanceRecharge"

    def __str__(self) -> str:
        return str(self.value)
