from enum import StrEnum

class VoyagesGroupResultApportionedEventType(StrEnum):
    GROUPRESULTAPPORTIONED = "GroupResultApportioned"

    def __str__(self) -> str:
        return str(self.value)
