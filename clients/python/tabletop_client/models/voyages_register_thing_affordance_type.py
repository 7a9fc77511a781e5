from enum import StrEnum

class VoyagesRegisterThingAffordanceType(StrEnum):
    REGISTERTHING = "RegisterThing"

    def __str__(self) -> str:
        return str(self.value)
