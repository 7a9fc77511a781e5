from enum import StrEnum

class VoyagesHelpJoinedEventType(StrEnum):
    HELPJOINED = "HelpJoined"

    def __str__(self) -> str:
        return str(self.value)
