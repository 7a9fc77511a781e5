from enum import StrEnum

class EspriHelperMode(StrEnum):
    DIRECT = "direct"
    RESONANCE = "resonance"

    def __str__(self) -> str:
        return str(self.value)
