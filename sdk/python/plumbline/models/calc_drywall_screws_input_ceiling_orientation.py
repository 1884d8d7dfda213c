from enum import Enum

class CalcDrywallScrewsInputCeilingOrientation(str, Enum):
    PARALLEL = "parallel"
    PERPENDICULAR = "perpendicular"

    def __str__(self) -> str:
        return str(self.value)
