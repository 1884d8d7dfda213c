from enum import Enum

class CalcPlumbingSupplyPipeInputType2Service(str, Enum):
    COLD = "cold"

    def __str__(self) -> str:
        return str(self.value)
