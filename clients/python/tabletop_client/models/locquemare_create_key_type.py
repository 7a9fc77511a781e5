from enum import StrEnum

class LocquemareCreateKeyType(StrEnum):
    CREATEKEY = "CreateKey"

    def __str__(self) -> str:
        return str(self.value)
