from enum import StrEnum

class VoyagesJoinConflictAffordanceCharacterFieldType0(StrEnum):
    SIDE_ID = "side_id"

    def __str__(self) -> str:
        return str(self.value)
