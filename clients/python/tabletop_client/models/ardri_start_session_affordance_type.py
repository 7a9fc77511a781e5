from enum import StrEnum

class ArdriStartSessionAffordanceType(StrEnum):
    STARTSESSION = "StartSession"

    def __str__(self) -> str:
        return str(self.value)
