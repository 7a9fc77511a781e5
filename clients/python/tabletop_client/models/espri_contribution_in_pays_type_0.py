from enum import StrEnum

class EspriContributionInPaysType0(StrEnum):
    HARMONY = "harmony"

    def __str__(self) -> str:
        return str(self.value)
