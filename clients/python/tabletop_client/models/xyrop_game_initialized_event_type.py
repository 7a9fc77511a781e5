from enum import StrEnum

class XyropGameInitializedEventType(StrEnum):
    GAMEINITIALIZED = "GameInitialized"

    def __str__(self) -> str:
        return str(self.value)
