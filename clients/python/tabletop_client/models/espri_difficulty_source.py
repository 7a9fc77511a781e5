from enum import StrEnum

class EspriDifficultySource(StrEnum):
    OPPOSITION = "opposition"
    WEATHER = "weather"

    def __str__(self) -> str:
        return str(self.value)
