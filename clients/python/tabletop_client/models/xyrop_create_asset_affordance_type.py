from enum import StrEnum

class XyropCreateAssetAffordanceType(StrEnum):
    CREATEASSET = "CreateAsset"

    def __str__(self) -> str:
        return str(self.value)
