from enum import StrEnum

class VoyagesAdjectiveViewCategory(StrEnum):
    DURABLE = "durable"
    TEMPORARY = "temporary"

    def __str__(self) -> str:
        return str(self.value)
