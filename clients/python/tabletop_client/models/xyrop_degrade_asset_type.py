from enum import StrEnum

class XyropDegradeAssetType(StrEnum):
    DEGRADE_ASSET = "degrade_asset"

    def __str__(self) -> str:
        return str(self.value)
