from enum import Enum

class CalcElectricalAmpacityAdjustInputType0Material(str, Enum):
    COPPER = "copper"

    def __str__(self) -> str:
        return str(self.value)
