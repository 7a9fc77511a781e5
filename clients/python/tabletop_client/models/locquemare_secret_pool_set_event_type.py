from enum import StrEnum

class LocquemareSecretPoolSetEventType(StrEnum):
    SECRETPOOLSET = "SecretPoolSet"

    def __str__(self) -> str:
        return str(self.value)
