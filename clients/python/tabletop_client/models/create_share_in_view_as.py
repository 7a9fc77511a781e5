from enum import StrEnum

class CreateShareInViewAs(StrEnum):
    OBSERVER = "observer"

    def __str__(self) -> str:
        return str(self.value)
