from enum import StrEnum

class VoyagesInvolvementSetEventType(StrEnum):
    INVOLVEMENTSET = "InvolvementSet"

    def __str__(self) -> str:
        return str(self.value)
