from enum import StrEnum

class LocquemareTokenTransferredEventType(StrEnum):
    TOKENTRANSFERRED = "TokenTransferred"

    def __str__(self) -> str:
        return str(self.value)
