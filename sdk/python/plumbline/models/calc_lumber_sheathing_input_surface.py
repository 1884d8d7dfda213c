from enum import Enum

class CalcLumberSheathingInputSurface(str, Enum):
    ROOF = "roof"
    WALL = "wall"

    def __str__(self) -> str:
        return str(self.value)
