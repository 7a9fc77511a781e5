from enum import StrEnum

class VoyagesPoolKind(StrEnum):
    CHARACTER = "character"
    ENVIRONMENT = "environment"
    GROUP = "group"

    def __str__(self) -> str:
        return str(self.value)
