from enum import StrEnum

class LocquemareCreateNpcType(StrEnum):
    CREATENPC = "CreateNpc"

    def __str__(self) -> str:
        return str(self.value)
