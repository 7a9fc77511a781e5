from enum import StrEnum

class EspriPerformCommunionRitualAffordanceChoicesEspriPerformCommunionRitualAffordancePathChoiceValueType1(StrEnum):
    HARMONY = "harmony"

    def __str__(self) -> str:
        return str(self.value)
