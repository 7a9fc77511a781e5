from enum import StrEnum

class VoyagesActionResultComputedTier(StrEnum):
    FAIL_COMPLICATION = "fail_complication"
    MAYBE = "maybe"
    NO = "no"
    YES = "yes"
    YES_AND = "yes_and"

    def __str__(self) -> str:
        return str(self.value)
