from enum import StrEnum

class XyropSceneAdvancedEventType(StrEnum):
    SCENEADVANCED = "SceneAdvanced"

    def __str__(self) -> str:
        return str(self.value)
