from enum import StrEnum

class LocquemareSecretChosenEventType(StrEnum):
    SECRETCHOSEN = "SecretChosen"

    def __str__(self) -> str:
        return str(self.value)
