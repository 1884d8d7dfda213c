from enum import Enum

class CalcInsulationRValueInputType2Assembly(str, Enum):
    CEILING = "ceiling"

    def __str__(self) -> str:
        return str(self.value)
