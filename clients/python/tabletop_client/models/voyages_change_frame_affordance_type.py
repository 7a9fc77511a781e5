from enum import StrEnum

class VoyagesChangeFrameAffordanceType(StrEnum):
    CHANGEFRAME = "ChangeFrame"

    def __str__(self) -> str:
        return str(self.value)
