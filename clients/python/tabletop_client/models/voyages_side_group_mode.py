from enum import StrEnum

class VoyagesSideGroupMode(StrEnum):
    AVERAGE = "average"
    SOLO = "solo"
    SUM = "sum"

    def __str__(self) -> str:
        return str(self.value)
