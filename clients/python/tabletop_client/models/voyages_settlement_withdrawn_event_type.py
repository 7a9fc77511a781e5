from enum import StrEnum

class VoyagesSettlementWithdrawnEventType(StrEnum):
    SETTLEMENTWITHDRAWN = "SettlementWithdrawn"

    def __str__(self) -> str:
        return str(self.value)
