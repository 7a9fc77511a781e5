from enum import StrEnum

class EspriInflictRuptureAffordanceType(StrEnum):
    INFLICTRUPTURE = "InflictRupture"

    def __str__(self) -> str:
        return str(self.value)
