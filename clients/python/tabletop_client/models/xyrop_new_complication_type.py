from enum import StrEnum

class XyropNewComplicationType(StrEnum):
    NEW_COMPLICATION = "new_complication"

    def __str__(self) -> str:
        return str(self.value)
