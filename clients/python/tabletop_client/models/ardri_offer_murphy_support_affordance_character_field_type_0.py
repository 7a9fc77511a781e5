from enum import StrEnum

class ArdriOfferMurphySupportAffordanceCharacterFieldType0(StrEnum):
    SUPPORTER_ID = "supporter_id"

    def __str__(self) -> str:
        return str(self.value)
