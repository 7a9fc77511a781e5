from enum import StrEnum

class EspriCallDeclaredChooser(StrEnum):
    GM = "gm"
    LEADER = "leader"

    def __str__(self) -> str:
        return str(self.value)
