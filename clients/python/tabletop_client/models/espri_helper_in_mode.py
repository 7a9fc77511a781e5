from enum import StrEnum

class EspriHelperInMode(StrEnum):
    DIRECT = "direct"
    RESONANCE = "resonance"

    def __str__(self) -> str:
        return str(self.value)
