from enum import StrEnum

class LocquemareModifyCharacterKeyType(StrEnum):
    MODIFYCHARACTERKEY = "ModifyCharacterKey"

    def __str__(self) -> str:
        return str(self.value)
