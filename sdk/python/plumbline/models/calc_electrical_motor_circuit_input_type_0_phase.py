from enum import Enum

class CalcElectricalMotorCircuitInputType0Phase(str, Enum):
    SINGLE = "single"

    def __str__(self) -> str:
        return str(self.value)
