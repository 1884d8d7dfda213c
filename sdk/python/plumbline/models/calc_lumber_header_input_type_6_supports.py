from enum import Enum

class CalcLumberHeaderInputType6Supports(str, Enum):
    ROOF_CEILING_1_CLEAR_SPAN_FLOOR = "roof-ceiling-1-clear-span-floor"

    def __str__(self) -> str:
        return str(self.value)
