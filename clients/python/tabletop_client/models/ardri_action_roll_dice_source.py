from enum import StrEnum

class ArdriActionRollDiceSource(StrEnum):
    PHYSICAL = "physical"
    SERVER = "server"

    def __str__(self) -> str:
        return str(self.value)
