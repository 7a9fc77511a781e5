from enum import StrEnum

class PlatformGameClosedEventType(StrEnum):
    GAMECLOSED = "GameClosed"

    def __str__(self) -> str:
        return str(self.value)
