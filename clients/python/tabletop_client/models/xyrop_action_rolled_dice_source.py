from enum import StrEnum

class XyropActionRolledDiceSource(StrEnum):
    PHYSICAL = "physical"
    SERVER = "server"

    def __str__(self) -> str:
        return str(self.value)
