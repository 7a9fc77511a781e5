from enum import StrEnum

class VoyagesDeclareBlocksType(StrEnum):
    DECLAREBLOCKS = "DeclareBlocks"

    def __str__(self) -> str:
        return str(self.value)
