from enum import StrEnum

class VoyagesChooseMaybeOptionAffordanceType(StrEnum):
    CHOOSEMAYBEOPTION = "ChooseMaybeOption"

    def __str__(self) -> str:
        return str(self.value)
