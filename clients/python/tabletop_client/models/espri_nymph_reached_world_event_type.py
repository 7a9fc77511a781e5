from enum import StrEnum

class EspriNymphReachedWorldEventType(StrEnum):
    NYMPHREACHEDWORLD = "NymphReachedWorld"

    def __str__(self) -> str:
        return str(self.value)
