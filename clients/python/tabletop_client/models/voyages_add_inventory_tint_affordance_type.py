from enum import StrEnum

class VoyagesAddInventoryTintAffordanceType(StrEnum):
    ADDINVENTORYTINT = "AddInventoryTint"

    def __str__(self) -> str:
        return str(self.value)
