from enum import StrEnum

class VoyagesInventoryTintAddedEventType(StrEnum):
    INVENTORYTINTADDED = "InventoryTintAdded"

    def __str__(self) -> str:
        return str(self.value)
