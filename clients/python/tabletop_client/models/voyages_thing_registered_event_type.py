from enum import StrEnum

class VoyagesThingRegisteredEventType(StrEnum):
    THINGREGISTERED = "ThingRegistered"

    def __str__(self) -> str:
        return str(self.value)
