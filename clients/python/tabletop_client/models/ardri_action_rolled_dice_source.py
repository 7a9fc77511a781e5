from enum import StrEnum

class ArdriActionRolledDiceSource(StrEnum):
    PHYSICAL = "physical"
    SERVER = "server"

    def __str__(self) -> str:
        return str(self.value)
