from enum import StrEnum

class ArdriUseMurphySuccessType(StrEnum):
    USEMURPHYSUCCESS = "UseMurphySuccess"

    def __str__(self) -> str:
        return str(self.value)
