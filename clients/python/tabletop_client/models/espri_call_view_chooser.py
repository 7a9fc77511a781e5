from enum import StrEnum

class EspriCallViewChooser(StrEnum):
    GM = "gm"
    LEADER = "leader"

    def __str__(self) -> str:
        return str(self.value)
