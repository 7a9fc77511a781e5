from enum import StrEnum

class PlatformGameCreatedRandomness(StrEnum):
    MIXED = "mixed"
    PHYSICAL = "physical"
    SERVER = "server"

    def __str__(self) -> str:
        return str(self.value)
