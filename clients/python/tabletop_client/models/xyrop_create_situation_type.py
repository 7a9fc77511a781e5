from enum import StrEnum

class XyropCreateSituationType(StrEnum):
    CREATESITUATION = "CreateSituation"

    def __str__(self) -> str:
        return str(self.value)
