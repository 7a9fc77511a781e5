from enum import StrEnum

class LocquemareDamageDealtEventType(StrEnum):
    DAMAGEDEALT = "DamageDealt"

    def __str__(self) -> str:
        return str(self.value)
