from enum import StrEnum

class ArdriStoreMurphySuccessAffordanceType(StrEnum):
    STOREMURPHYSUCCESS = "StoreMurphySuccess"

    def __str__(self) -> str:
        return str(self.value)
