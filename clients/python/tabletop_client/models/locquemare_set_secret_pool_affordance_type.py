from enum import StrEnum

class LocquemareSetSecretPoolAffordanceType(StrEnum):
    SETSECRETPOOL = "SetSecretPool"

    def __str__(self) -> str:
        return str(self.value)
