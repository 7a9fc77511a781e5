from enum import StrEnum

class EspriApplyGemCaterpillarType(StrEnum):
    APPLYGEMCATERPILLAR = "ApplyGemCaterpillar"

    def __str__(self) -> str:
        return str(self.value)
