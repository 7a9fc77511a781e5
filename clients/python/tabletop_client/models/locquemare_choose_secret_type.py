from enum import StrEnum

class LocquemareChooseSecretType(StrEnum):
    CHOOSESECRET = "ChooseSecret"

    def __str__(self) -> str:
        return str(self.value)
