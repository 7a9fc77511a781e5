from enum import StrEnum

class LocquemareSceneJoinedEventType(StrEnum):
    SCENEJOINED = "SceneJoined"

    def __str__(self) -> str:
        return str(self.value)
