from enum import StrEnum

class LocquemareActionStatus(StrEnum):
    AWAITING_CHOICE = "awaiting_choice"
    CLOSED = "closed"
    DECLARED = "declared"
    DIFFICULTY_SET = "difficulty_set"
    ROLLED = "rolled"

    def __str__(self) -> str:
        return str(self.value)
