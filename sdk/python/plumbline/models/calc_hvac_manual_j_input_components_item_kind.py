from enum import Enum

class CalcHvacManualJInputComponentsItemKind(str, Enum):
    CEILING = "ceiling"
    DOOR = "door"
    FLOOR = "floor"
    OTHER = "other"
    SKYLIGHT = "skylight"
    WALL = "wall"
    WINDOW = "window"

    def __str__(self) -> str:
        return str(self.value)
