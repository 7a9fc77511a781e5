from enum import StrEnum

class EspriSaveFromDeathAffordanceCharacterFieldType0(StrEnum):
    SAVER_ID = "saver_id"

    def __str__(self) -> str:
        return str(self.value)
