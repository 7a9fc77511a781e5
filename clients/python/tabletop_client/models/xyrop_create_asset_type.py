from enum import StrEnum

class XyropCreateAssetType(StrEnum):
    CREATEASSET = "CreateAsset"

    def __str__(self) -> str:
        return str(self.value)
