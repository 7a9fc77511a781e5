from enum import StrEnum

class LocquemareDeclareActionAffordanceType(StrEnum):
    DECLAREACTION = "DeclareAction"

    def __str__(self) -> str:
        return str(self.value)
