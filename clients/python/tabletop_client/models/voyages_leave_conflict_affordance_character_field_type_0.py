from enum import StrEnum

class VoyagesLeaveConflictAffordanceCharacterFieldType0(StrEnum):
    SIDE_ID = "side_id"

    def __str__(self) -> str:
        return str(self.value)
