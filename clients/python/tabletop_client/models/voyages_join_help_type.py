from enum import StrEnum

class VoyagesJoinHelpType(StrEnum):
    JOINHELP = "JoinHelp"

    def __str__(self) -> str:
        return str(self.value)
