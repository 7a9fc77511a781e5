from enum import StrEnum

class VoyagesGenericStakeAcquiredEventType(StrEnum):
    GENERICSTAKEACQUIRED = "GenericStakeAcquired"

    def __str__(self) -> str:
        return str(self.value)
