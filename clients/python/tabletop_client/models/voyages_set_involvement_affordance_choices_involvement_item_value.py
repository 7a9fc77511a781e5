from enum import StrEnum

class VoyagesSetInvolvementAffordanceChoicesInvolvementItemValue(StrEnum):
    FRONT_LINE = "front_line"
    INVOLVED = "involved"
    IN_RETREAT = "in_retreat"
    NOT_INVOLVED = "not_involved"

    def __str__(self) -> str:
        return str(self.value)
