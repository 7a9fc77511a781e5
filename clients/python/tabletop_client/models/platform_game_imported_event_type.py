from enum import StrEnum

class PlatformGameImportedEventType(StrEnum):
    GAMEIMPORTED = "GameImported"

    def __str__(self) -> str:
        return str(self.value)
