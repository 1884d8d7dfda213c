from enum import Enum

class CalcInsulationBlownInputType1Method(str, Enum):
    R_PER_INCH = "r-per-inch"

    def __str__(self) -> str:
        return str(self.value)
