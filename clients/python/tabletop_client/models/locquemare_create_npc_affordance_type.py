from enum import StrEnum

class LocquemareCreateNpcAffordanceType(StrEnum):
    CREATENPC = "CreateNpc"

    def __str__(self) -> str:
        return str(self.value)
