from enum import StrEnum

class EspriRegisterCharacterAffordanceChoicesPrayerGemsItemValue(StrEnum):
    AUTUMN = "autumn"
    RUPTURE = "rupture"
    SPRING = "spring"
    SUMMER = "summer"
    TIME = "time"
    WINTER = "winter"

    def __str__(self) -> str:
        return str(self.value)
