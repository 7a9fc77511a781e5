from enum import StrEnum

class ArdriBonusSuccessSource(StrEnum):
    MURPHY = "murphy"
    MUTUAL_AID = "mutual_aid"
    SUPPORT = "support"

    def __str__(self) -> str:
        return str(self.value)
