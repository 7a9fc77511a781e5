from enum import StrEnum

class VoyagesAdjectiveRemovedEventType(StrEnum):
    ADJECTIVEREMOVED = "AdjectiveRemoved"

    def __str__(self) -> str:
        return str(self.value)
