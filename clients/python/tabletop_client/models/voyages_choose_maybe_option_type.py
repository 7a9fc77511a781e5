from enum import StrEnum

class VoyagesChooseMaybeOptionType(StrEnum):
    CHOOSEMAYBEOPTION = "ChooseMaybeOption"

    def __str__(self) -> str:
        return str(self.value)
