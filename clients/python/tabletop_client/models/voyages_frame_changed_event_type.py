from enum import StrEnum

class VoyagesFrameChangedEventType(StrEnum):
    FRAMECHANGED = "FrameChanged"

    def __str__(self) -> str:
        return str(self.value)
