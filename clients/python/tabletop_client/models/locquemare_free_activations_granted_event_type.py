from enum import StrEnum

class LocquemareFreeActivationsGrantedEventType(StrEnum):
    FREEACTIVATIONSGRANTED = "FreeActivationsGranted"

    def __str__(self) -> str:
        return str(self.value)
