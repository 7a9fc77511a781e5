from enum import StrEnum

class LocquemareSetSecretPoolType(StrEnum):
    SETSECRETPOOL = "SetSecretPool"

    def __str__(self) -> str:
        return str(self.value)
