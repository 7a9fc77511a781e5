from enum import StrEnum

class ArdriStoreMurphySuccessType(StrEnum):
    STOREMURPHYSUCCESS = "StoreMurphySuccess"

    def __str__(self) -> str:
        return str(self.value)
