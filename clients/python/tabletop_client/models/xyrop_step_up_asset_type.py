from enum import StrEnum

class XyropStepUpAssetType(StrEnum):
    STEPUPASSET = "StepUpAsset"

    def __str__(self) -> str:
        return str(self.value)
