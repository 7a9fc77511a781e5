from enum import StrEnum

class EspriGemsRemovedEventType(StrEnum):
    GEMSREMOVED = "GemsRemoved"

    def __str__(self) -> str:
        return str(self.value)
