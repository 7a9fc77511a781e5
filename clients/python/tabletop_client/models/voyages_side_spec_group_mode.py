from enum import StrEnum

class VoyagesSideSpecGroupMode(StrEnum):
    AVERAGE = "average"
    SOLO = "solo"
    SUM = "sum"

    def __str__(self) -> str:
        return str(self.value)
