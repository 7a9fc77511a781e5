from enum import StrEnum

class EspriGameOptionSetEventType(StrEnum):
    GAMEOPTIONSET = "GameOptionSet"

    def __str__(self) -> str:
        return str(self.value)
