from enum import Enum

class CalcPlumbingSupplyPipeInputType5Service(str, Enum):
    HOT = "hot"

    def __str__(self) -> str:
        return str(self.value)
