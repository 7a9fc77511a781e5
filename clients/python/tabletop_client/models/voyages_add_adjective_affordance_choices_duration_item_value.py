from enum import StrEnum

class VoyagesAddAdjectiveAffordanceChoicesDurationItemValue(StrEnum):
    ADVENTURE = "adventure"
    DAY = "day"
    NEXT_ROLL = "next_roll"
    SCENE = "scene"
    SESSION = "session"
    UNTIL_RESOLVED = "until_resolved"

    def __str__(self) -> str:
        return str(self.value)
