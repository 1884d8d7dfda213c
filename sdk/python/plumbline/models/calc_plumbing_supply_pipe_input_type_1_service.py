from enum import Enum

class CalcPlumbingSupplyPipeInputType1Service(str, Enum):
    HOT = "hot"

    def __str__(self) -> str:
        return str(self.value)
