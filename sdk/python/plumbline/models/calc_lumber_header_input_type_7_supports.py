from enum import Enum

class CalcLumberHeaderInputType7Supports(str, Enum):
    ROOF_CEILING_2_CENTER_BEARING_FLOORS = "roof-ceiling-2-center-bearing-floors"

    def __str__(self) -> str:
        return str(self.value)
