from enum import StrEnum

class LocquemareSceneStartedEventType(StrEnum):
    SCENESTARTED = "SceneStarted"

    def __str__(self) -> str:
        return str(self.value)
