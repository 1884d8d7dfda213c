from enum import Enum

class CalcElectricalMotorCircuitInputType3Phase(str, Enum):
    THREE = "three"

    def __str__(self) -> str:
        return str(self.value)
