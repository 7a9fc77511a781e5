from enum import StrEnum

class VoyagesPurchaseEffect(StrEnum):
    ADJECTIVE = "adjective"
    COSMETIC_NEUTRAL = "cosmetic_neutral"
    COSMETIC_ORIENTED = "cosmetic_oriented"
    REDUCE_ADJECTIVE = "reduce_adjective"

    def __str__(self) -> str:
        return str(self.value)
