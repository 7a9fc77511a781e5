from enum import StrEnum

class XyropImproveComplicationType(StrEnum):
    IMPROVE_COMPLICATION = "improve_complication"

    def __str__(self) -> str:
        return str(self.value)
