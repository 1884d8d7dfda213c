from enum import Enum

class CalcPlumbingSupplyPipeInputType0Service(str, Enum):
    COLD = "cold"

    def __str__(self) -> str:
        return str(self.value)
