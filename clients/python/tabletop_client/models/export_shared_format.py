from enum import StrEnum

class ExportSharedFormat(StrEnum):
    MARKDOWN = "markdown"

    def __str__(self) -> str:
        return str(self.value)
