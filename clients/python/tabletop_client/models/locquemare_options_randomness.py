from enum import StrEnum

class LocquemareOptionsRandomness(StrEnum):
    MIXED = "mixed"
    PHYSICAL = "physical"
    SERVER = "server"

    def __str__(self) -> str:
        return str(self.value)
