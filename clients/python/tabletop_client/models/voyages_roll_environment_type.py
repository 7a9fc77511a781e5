from enum import StrEnum

class VoyagesRollEnvironmentType(StrEnum):
    ROLLENVIRONMENT = "RollEnvironment"

    def __str__(self) -> str:
        return str(self.value)
