from enum import StrEnum

class EspriCallDeclaredDifficultySource(StrEnum):
    OPPOSITION = "opposition"
    WEATHER = "weather"

    def __str__(self) -> str:
        return str(self.value)
