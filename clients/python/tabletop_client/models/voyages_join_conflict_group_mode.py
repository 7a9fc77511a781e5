from enum import StrEnum

class VoyagesJoinConflictGroupMode(StrEnum):
    AVERAGE = "average"
    SUM = "sum"

    def __str__(self) -> str:
        return str(self.value)
