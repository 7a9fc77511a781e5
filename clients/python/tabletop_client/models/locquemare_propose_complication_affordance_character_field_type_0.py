from enum import StrEnum

class LocquemareProposeComplicationAffordanceCharacterFieldType0(StrEnum):
    PROPOSER = "proposer"

    def __str__(self) -> str:
        return str(self.value)
