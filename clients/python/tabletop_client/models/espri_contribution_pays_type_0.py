from enum import StrEnum

class EspriContributionPaysType0(StrEnum):
    HARMONY = "harmony"

    def __str__(self) -> str:
        return str(self.value)
