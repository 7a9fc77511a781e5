from enum import StrEnum

class XyropNewTreasureInType(StrEnum):
    NEW_TREASURE = "new_treasure"

    def __str__(self) -> str:
        return str(self.value)
