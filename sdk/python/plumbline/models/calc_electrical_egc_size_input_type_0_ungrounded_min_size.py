from enum import Enum

class CalcElectricalEgcSizeInputType0UngroundedMinSize(str, Enum):
    NONE = "none"

    def __str__(self) -> str:
        return str(self.value)
