from enum import Enum

class CalcMasonryMortarInputUnit(str, Enum):
    BRICK = "brick"
    CMU_8X8X16 = "cmu_8x8x16"

    def __str__(self) -> str:
        return str(self.value)
