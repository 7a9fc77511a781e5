from enum import StrEnum

class LocquemareDifficultySetEventType(StrEnum):
    DIFFICULTYSET = "DifficultySet"

    def __str__(self) -> str:
        return str(self.value)
