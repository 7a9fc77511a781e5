from enum import StrEnum

class EspriDeclareCallAffordanceType(StrEnum):
    DECLARECALL = "DeclareCall"

    def __str__(self) -> str:
        return str(self.value)
