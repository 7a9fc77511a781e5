from enum import StrEnum

class VoyagesMaybeResolvedEventType(StrEnum):
    MAYBERESOLVED = "MaybeResolved"

    def __str__(self) -> str:
        return str(self.value)
