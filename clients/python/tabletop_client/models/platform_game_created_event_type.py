from enum import StrEnum

class PlatformGameCreatedEventType(StrEnum):
    GAMECREATED = "GameCreated"

    def __str__(self) -> str:
        return str(self.value)
