from enum import Enum

class CalcElectricalMotorCircuitInputType2Phase(str, Enum):
    THREE = "three"

    def __str__(self) -> str:
        return str(self.value)
