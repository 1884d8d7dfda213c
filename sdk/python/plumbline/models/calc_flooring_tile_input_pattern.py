from enum import Enum

class CalcFlooringTileInputPattern(str, Enum):
    DIAGONAL = "diagonal"
    HERRINGBONE = "herringbone"
    RUNNING_BOND = "running_bond"
    STRAIGHT = "straight"

    def __str__(self) -> str:
        return str(self.value)
