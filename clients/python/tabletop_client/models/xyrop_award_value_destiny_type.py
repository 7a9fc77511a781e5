from enum import StrEnum

class XyropAwardValueDestinyType(StrEnum):
    AWARDVALUEDESTINY = "AwardValueDestiny"

    def __str__(self) -> str:
        return str(self.value)
