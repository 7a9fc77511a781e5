from enum import StrEnum

class EspriRuptureGemRemovedEventType(StrEnum):
    RUPTUREGEMREMOVED = "RuptureGemRemoved"

    def __str__(self) -> str:
        return str(self.value)
