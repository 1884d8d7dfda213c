from enum import Enum

class CalcPaintStainInputWoodAge(str, Enum):
    NEW = "new"
    WEATHERED = "weathered"

    def __str__(self) -> str:
        return str(self.value)
