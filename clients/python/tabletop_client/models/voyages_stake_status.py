from enum import StrEnum

class VoyagesStakeStatus(StrEnum):
    ACQUIRED = "acquired"
    PRICED = "priced"
    PROPOSED = "proposed"
    REFUSED = "refused"
    WITHDRAWN = "withdrawn"

    def __str__(self) -> str:
        return str(self.value)
