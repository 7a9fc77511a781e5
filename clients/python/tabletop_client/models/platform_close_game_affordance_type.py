from enum import StrEnum

class PlatformCloseGameAffordanceType(StrEnum):
    CLOSEGAME = "CloseGame"

    def __str__(self) -> str:
        return str(self.value)
