from enum import StrEnum

class ArdriConcurrenceRolledSpecialType0(StrEnum):
    HOLY_TRINITY = "holy_trinity"
    OMA = "oma"

    def __str__(self) -> str:
        return str(self.value)
