from enum import StrEnum

class VoyagesAdjectiveValueChangedEventType(StrEnum):
    ADJECTIVEVALUECHANGED = "AdjectiveValueChanged"

    def __str__(self) -> str:
        return str(self.value)
