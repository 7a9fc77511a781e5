from enum import StrEnum

class EspriDeclareCallType(StrEnum):
    DECLARECALL = "DeclareCall"

    def __str__(self) -> str:
        return str(self.value)
