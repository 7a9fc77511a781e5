from enum import StrEnum

class ArdriUseMurphySuccessAffordanceType(StrEnum):
    USEMURPHYSUCCESS = "UseMurphySuccess"

    def __str__(self) -> str:
        return str(self.value)
