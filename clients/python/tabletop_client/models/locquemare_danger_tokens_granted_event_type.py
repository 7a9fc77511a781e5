from enum import StrEnum

class LocquemareDangerTokensGrantedEventType(StrEnum):
    DANGERTOKENSGRANTED = "DangerTokensGranted"

    def __str__(self) -> str:
        return str(self.value)
