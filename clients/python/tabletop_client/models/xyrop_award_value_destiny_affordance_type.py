from enum import StrEnum

class XyropAwardValueDestinyAffordanceType(StrEnum):
    AWARDVALUEDESTINY = "AwardValueDestiny"

    def __str__(self) -> str:
        return str(self.value)
