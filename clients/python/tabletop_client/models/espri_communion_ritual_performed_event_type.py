from enum import StrEnum

class EspriCommunionRitualPerformedEventType(StrEnum):
    COMMUNIONRITUALPERFORMED = "CommunionRitualPerformed"

    def __str__(self) -> str:
        return str(self.value)
