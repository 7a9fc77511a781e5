from enum import StrEnum

class ArdriSuccessTakenAs(StrEnum):
    GIVEN = "given"
    STORED = "stored"

    def __str__(self) -> str:
        return str(self.value)
