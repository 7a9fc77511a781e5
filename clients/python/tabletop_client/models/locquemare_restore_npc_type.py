from enum import StrEnum

class LocquemareRestoreNpcType(StrEnum):
    RESTORENPC = "RestoreNpc"

    def __str__(self) -> str:
        return str(self.value)
