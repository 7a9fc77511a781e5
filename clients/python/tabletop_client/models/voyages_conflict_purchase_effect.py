from enum import StrEnum

class VoyagesConflictPurchaseEffect(StrEnum):
    DE_ESCALATE = "de_escalate"
    GENERIC = "generic"
    KEEP_APPROACH = "keep_approach"
    STAKE = "stake"
    TERRAIN = "terrain"

    def __str__(self) -> str:
        return str(self.value)
