from enum import StrEnum

class ArdriStartSessionType(StrEnum):
    STARTSESSION = "StartSession"

    def __str__(self) -> str:
        return str(self.value)
