from enum import StrEnum

class VoyagesEndAdventureType(StrEnum):
    ENDADVENTURE = "EndAdventure"

    def __str__(self) -> str:
        return str(self.value)
