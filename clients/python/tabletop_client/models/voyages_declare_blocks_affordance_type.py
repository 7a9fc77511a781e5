from enum import StrEnum

class VoyagesDeclareBlocksAffordanceType(StrEnum):
    DECLAREBLOCKS = "DeclareBlocks"

    def __str__(self) -> str:
        return str(self.value)
