from enum import StrEnum

class VoyagesChangeFrameType(StrEnum):
    CHANGEFRAME = "ChangeFrame"

    def __str__(self) -> str:
        return str(self.value)
