from enum import StrEnum

class LocquemareTokensGrantedEventType(StrEnum):
    TOKENSGRANTED = "TokensGranted"

    def __str__(self) -> str:
        return str(self.value)
