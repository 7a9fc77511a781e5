from enum import StrEnum

class EspriPerformCommunionRitualType(StrEnum):
    PERFORMCOMMUNIONRITUAL = "PerformCommunionRitual"

    def __str__(self) -> str:
        return str(self.value)
