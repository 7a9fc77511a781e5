from enum import StrEnum

class EspriCallViewStep(StrEnum):
    AWAITING_EXTRA_GEMS = "awaiting_extra_gems"
    AWAITING_PRAYER_KEEP = "awaiting_prayer_keep"
    AWAITING_RUPTURE_REMOVAL = "awaiting_rupture_removal"
    AWAITING_SHIFT = "awaiting_shift"
    DECLARED = "declared"
    DRAWN = "drawn"
    RESOLVING = "resolving"

    def __str__(self) -> str:
        return str(self.value)
