from enum import StrEnum

class ArdriGameInitializedEventType(StrEnum):
    GAMEINITIALIZED = "GameInitialized"

    def __str__(self) -> str:
        return str(self.value)
