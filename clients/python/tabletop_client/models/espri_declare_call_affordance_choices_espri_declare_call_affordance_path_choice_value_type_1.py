from enum import StrEnum

class EspriDeclareCallAffordanceChoicesEspriDeclareCallAffordancePathChoiceValueType1(StrEnum):
    DIRECT = "direct"
    RESONANCE = "resonance"

    def __str__(self) -> str:
        return str(self.value)
