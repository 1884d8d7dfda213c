from enum import Enum

class CalcLumberHeaderInputType1Supports(str, Enum):
    ROOF_CEILING = "roof-ceiling"

    def __str__(self) -> str:
        return str(self.value)
