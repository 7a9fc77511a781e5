from enum import StrEnum

class ArdriConcurrenceCancelledReason(StrEnum):
    GM = "gm"

    def __str__(self) -> str:
        return str(self.value)
