from enum import StrEnum

class ShareOutViewAs(StrEnum):
    OBSERVER = "observer"

    def __str__(self) -> str:
        return str(self.value)
