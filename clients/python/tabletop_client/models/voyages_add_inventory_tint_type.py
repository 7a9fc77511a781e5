from enum import StrEnum

class VoyagesAddInventoryTintType(StrEnum):
    ADDINVENTORYTINT = "AddInventoryTint"

    def __str__(self) -> str:
        return str(self.value)
