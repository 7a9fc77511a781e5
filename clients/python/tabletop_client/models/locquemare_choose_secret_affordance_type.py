from enum import StrEnum

class LocquemareChooseSecretAffordanceType(StrEnum):
    CHOOSESECRET = "ChooseSecret"

    def __str__(self) -> str:
        return str(self.value)
