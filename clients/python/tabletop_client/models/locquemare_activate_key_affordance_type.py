from enum import StrEnum

class LocquemareActivateKeyAffordanceType(StrEnum):
    ACTIVATEKEY = "ActivateKey"

    def __str__(self) -> str:
        return str(self.value)
