from enum import StrEnum

class XyropEndAdventureAffordanceType(StrEnum):
    ENDADVENTURE = "EndAdventure"

    def __str__(self) -> str:
        return str(self.value)
