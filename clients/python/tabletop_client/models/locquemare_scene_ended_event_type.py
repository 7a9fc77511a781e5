from enum import StrEnum

class LocquemareSceneEndedEventType(StrEnum):
    SCENEENDED = "SceneEnded"

    def __str__(self) -> str:
        return str(self.value)
