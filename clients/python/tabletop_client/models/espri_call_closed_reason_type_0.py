from enum import StrEnum

class EspriCallClosedReasonType0(StrEnum):
    MEDIUM_SHATTERED = "medium_shattered"

    def __str__(self) -> str:
        return str(self.value)
