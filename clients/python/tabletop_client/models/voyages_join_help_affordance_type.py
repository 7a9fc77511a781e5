from enum import StrEnum

class VoyagesJoinHelpAffordanceType(StrEnum):
    JOINHELP = "JoinHelp"

    def __str__(self) -> str:
        return str(self.value)
