from enum import Enum

class CalcLumberRafterSpanInputSpecies(str, Enum):
    SPRUCE_PINE_FIR = "spruce-pine-fir"

    def __str__(self) -> str:
        return str(self.value)
