from enum import StrEnum

class EspriGemsDrawnSource(StrEnum):
    PHYSICAL = "physical"
    SERVER = "server"

    def __str__(self) -> str:
        return str(self.value)
