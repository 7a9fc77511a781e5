from enum import StrEnum

class EspriDeclareCallAffordanceCharacterFieldType0(StrEnum):
    LEADER_ID = "leader_id"

    def __str__(self) -> str:
        return str(self.value)
