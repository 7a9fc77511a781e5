from enum import StrEnum

class LocquemareModifyCharacterKeyAffordanceType(StrEnum):
    MODIFYCHARACTERKEY = "ModifyCharacterKey"

    def __str__(self) -> str:
        return str(self.value)
