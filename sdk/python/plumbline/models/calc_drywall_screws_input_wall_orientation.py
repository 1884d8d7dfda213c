from enum import Enum

class CalcDrywallScrewsInputWallOrientation(str, Enum):
    HORIZONTAL = "horizontal"
    VERTICAL = "vertical"

    def __str__(self) -> str:
        return str(self.value)
