from enum import StrEnum

class EspriMediumShatteredEventType(StrEnum):
    MEDIUMSHATTERED = "MediumShattered"

    def __str__(self) -> str:
        return str(self.value)
