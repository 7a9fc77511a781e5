from enum import StrEnum

class ArdriConcurrenceRolledDiceSource(StrEnum):
    PHYSICAL = "physical"
    SERVER = "server"

    def __str__(self) -> str:
        return str(self.value)
