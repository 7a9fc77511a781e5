from enum import StrEnum

class VoyagesUndoOpKind(StrEnum):
    ADJECTIVE = "adjective"
    RETURN_STAKE = "return_stake"

    def __str__(self) -> str:
        return str(self.value)
