from enum import StrEnum

class EspriCallViewDifficultySource(StrEnum):
    OPPOSITION = "opposition"
    WEATHER = "weather"

    def __str__(self) -> str:
        return str(self.value)
