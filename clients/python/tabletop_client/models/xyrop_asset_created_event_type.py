from enum import StrEnum

class XyropAssetCreatedEventType(StrEnum):
    ASSETCREATED = "AssetCreated"

    def __str__(self) -> str:
        return str(self.value)
