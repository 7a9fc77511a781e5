from enum import StrEnum

class LocquemareActivateKeyType(StrEnum):
    ACTIVATEKEY = "ActivateKey"

    def __str__(self) -> str:
        return str(self.value)
