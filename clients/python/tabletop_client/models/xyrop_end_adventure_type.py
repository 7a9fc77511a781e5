from enum import StrEnum

class XyropEndAdventureType(StrEnum):
    ENDADVENTURE = "EndAdventure"

    def __str__(self) -> str:
        return str(self.value)
