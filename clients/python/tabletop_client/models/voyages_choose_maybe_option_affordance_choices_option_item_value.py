from enum import StrEnum

class VoyagesChooseMaybeOptionAffordanceChoicesOptionItemValue(StrEnum):
    DECLINE = "decline"
    LOWER_AMBITION = "lower_ambition"
    PAY_COST = "pay_cost"

    def __str__(self) -> str:
        return str(self.value)
