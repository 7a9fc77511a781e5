from enum import StrEnum

class EspriInflictRuptureType(StrEnum):
    INFLICTRUPTURE = "InflictRupture"

    def __str__(self) -> str:
        return str(self.value)
