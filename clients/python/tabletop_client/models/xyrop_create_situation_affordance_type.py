from enum import StrEnum

class XyropCreateSituationAffordanceType(StrEnum):
    CREATESITUATION = "CreateSituation"

    def __str__(self) -> str:
        return str(self.value)
