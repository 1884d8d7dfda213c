from enum import Enum

class CalcStairsStringerInputStringerBoard(str, Enum):
    VALUE_0 = "2x10"
    VALUE_1 = "2x12"

    def __str__(self) -> str:
        return str(self.value)
