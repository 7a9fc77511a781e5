from enum import StrEnum

class VoyagesStakeProposedEventType(StrEnum):
    STAKEPROPOSED = "StakeProposed"

    def __str__(self) -> str:
        return str(self.value)
