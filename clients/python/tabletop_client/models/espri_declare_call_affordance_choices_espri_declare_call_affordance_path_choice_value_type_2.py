from enum import StrEnum

class EspriDeclareCallAffordanceChoicesEspriDeclareCallAffordancePathChoiceValueType2(StrEnum):
    OPPOSITION = "opposition"
    WEATHER = "weather"

    def __str__(self) -> str:
        return str(self.value)
