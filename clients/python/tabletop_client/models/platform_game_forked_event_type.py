from enum import StrEnum

class PlatformGameForkedEventType(StrEnum):
    GAMEFORKED = "GameForked"

    def __str__(self) -> str:
        return str(self.value)
