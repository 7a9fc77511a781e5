from enum import StrEnum

class VoyagesViewPhase(StrEnum):
    ACTION = "action"
    CONFLICT = "conflict"
    FREE = "free"
    SITUATION = "situation"

    def __str__(self) -> str:
        return str(self.value)
