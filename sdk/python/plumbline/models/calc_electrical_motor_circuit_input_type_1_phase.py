from enum import Enum

class CalcElectricalMotorCircuitInputType1Phase(str, Enum):
    THREE = "three"

    def __str__(self) -> str:
        return str(self.value)
