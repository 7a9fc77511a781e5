from enum import StrEnum

class XyropStepUpAssetAffordanceType(StrEnum):
    STEPUPASSET = "StepUpAsset"

    def __str__(self) -> str:
        return str(self.value)
