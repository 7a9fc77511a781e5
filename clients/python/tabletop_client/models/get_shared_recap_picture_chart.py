from enum import StrEnum

class GetSharedRecapPictureChart(StrEnum):
    LUCK = "luck"
    OUTCOMES = "outcomes"
    TIMELINE = "timeline"

    def __str__(self) -> str:
        return str(self.value)
