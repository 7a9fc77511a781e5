from enum import StrEnum

class VoyagesEndAdventureAffordanceType(StrEnum):
    ENDADVENTURE = "EndAdventure"

    def __str__(self) -> str:
        return str(self.value)
