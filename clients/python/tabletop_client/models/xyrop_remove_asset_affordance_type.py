from enum import StrEnum

class XyropRemoveAssetAffordanceType(StrEnum):
    REMOVEASSET = "RemoveAsset"

    def __str__(self) -> str:
        return str(self.value)
