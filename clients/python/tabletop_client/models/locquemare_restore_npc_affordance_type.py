from enum import StrEnum

class LocquemareRestoreNpcAffordanceType(StrEnum):
    RESTORENPC = "RestoreNpc"

    def __str__(self) -> str:
        return str(self.value)
