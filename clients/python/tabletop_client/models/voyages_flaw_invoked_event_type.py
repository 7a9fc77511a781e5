from enum import StrEnum

class VoyagesFlawInvokedEventType(StrEnum):
    FLAWINVOKED = "FlawInvoked"

    def __str__(self) -> str:
        return str(self.value)
