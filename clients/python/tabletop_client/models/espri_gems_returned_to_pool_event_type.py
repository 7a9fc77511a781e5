from enum import StrEnum

class EspriGemsReturnedToPoolEventType(StrEnum):
    GEMSRETURNEDTOPOOL = "GemsReturnedToPool"

    def __str__(self) -> str:
        return str(self.value)
