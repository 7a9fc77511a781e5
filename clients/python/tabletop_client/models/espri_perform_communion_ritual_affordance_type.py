from enum import StrEnum

class EspriPerformCommunionRitualAffordanceType(StrEnum):
    PERFORMCOMMUNIONRITUAL = "PerformCommunionRitual"

    def __str__(self) -> str:
        return str(self.value)
