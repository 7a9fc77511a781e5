from enum import StrEnum

class XyropRemoveAssetType(StrEnum):
    REMOVEASSET = "RemoveAsset"

    def __str__(self) -> str:
        return str(self.value)
