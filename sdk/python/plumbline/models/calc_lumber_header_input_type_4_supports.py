from enum import Enum

class CalcLumberHeaderInputType4Supports(str, Enum):
    ROOF_CEILING_1_CENTER_BEARING_FLOOR = "roof-ceiling-1-center-bearing-floor"

    def __str__(self) -> str:
        return str(self.value)
