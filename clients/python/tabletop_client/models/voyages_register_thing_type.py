from enum import StrEnum

class VoyagesRegisterThingType(StrEnum):
    REGISTERTHING = "RegisterThing"

    def __str__(self) -> str:
        return str(self.value)
