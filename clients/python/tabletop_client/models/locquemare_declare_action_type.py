from enum import StrEnum

class LocquemareDeclareActionType(StrEnum):
    DECLAREACTION = "DeclareAction"

    def __str__(self) -> str:
        return str(self.value)
