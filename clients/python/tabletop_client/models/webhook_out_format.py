from enum import StrEnum

class WebhookOutFormat(StrEnum):
    DISCORD = "discord"
    STANDARD = "standard"

    def __str__(self) -> str:
        return str(self.value)
