from enum import StrEnum

class XyropAssetSteppedEventType(StrEnum):
    ASSETSTEPPED = "AssetStepped"

    def __str__(self) -> str:
        return str(self.value)
