from enum import Enum

class CalcElectricalVoltageDropInputType0Stranding(str, Enum):
    STRANDED = "stranded"

    def __str__(self) -> str:
        return str(self.value)
