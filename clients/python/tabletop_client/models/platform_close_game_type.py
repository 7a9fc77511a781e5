from enum import StrEnum

class PlatformCloseGameType(StrEnum):
    CLOSEGAME = "CloseGame"

    def __str__(self) -> str:
        return str(self.value)
