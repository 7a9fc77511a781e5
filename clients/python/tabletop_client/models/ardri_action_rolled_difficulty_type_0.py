from enum import StrEnum

class ArdriActionRolledDifficultyType0(StrEnum):
    COMPLICATED = "complicated"
    FACILITY = "facility"
    NEAR_IMPOSSIBLE = "near_impossible"

    def __str__(self) -> str:
        return str(self.value)
