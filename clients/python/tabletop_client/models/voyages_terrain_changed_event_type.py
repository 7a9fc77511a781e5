from enum import StrEnum

class VoyagesTerrainChangedEventType(StrEnum):
    TERRAINCHANGED = "TerrainChanged"

    def __str__(self) -> str:
        return str(self.value)
