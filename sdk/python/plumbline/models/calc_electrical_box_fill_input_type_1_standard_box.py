from enum import Enum

class CalcElectricalBoxFillInputType1StandardBox(str, Enum):
    NONE = "none"

    def __str__(self) -> str:
        return str(self.value)
