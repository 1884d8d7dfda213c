from enum import Enum

class CalcLumberJoistsInputHungEnds(str, Enum):
    BOTH = "both"
    NONE = "none"
    ONE = "one"

    def __str__(self) -> str:
        return str(self.value)
