from enum import StrEnum

class VoyagesTattooTintRestoredEventType(StrEnum):
    TATTOOTINTRESTORED = "TattooTintRestored"

    def __str__(self) -> str:
        return str(self.value)
