from enum import StrEnum

class VoyagesDiceRecordSource(StrEnum):
    PHYSICAL = "physical"
    SERVER = "server"

    def __str__(self) -> str:
        return str(self.value)
