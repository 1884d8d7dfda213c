from enum import Enum

class CalcElectricalWireSizeInputPhase(str, Enum):
    SINGLE = "single"
    THREE = "three"

    def __str__(self) -> str:
        return str(self.value)
