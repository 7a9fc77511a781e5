from enum import StrEnum

class EspriApplyGemCaterpillarAffordanceType(StrEnum):
    APPLYGEMCATERPILLAR = "ApplyGemCaterpillar"

    def __str__(self) -> str:
        return str(self.value)
