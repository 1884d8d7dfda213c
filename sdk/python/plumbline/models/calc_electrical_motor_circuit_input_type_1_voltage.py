from enum import Enum

class CalcElectricalMotorCircuitInputType1Voltage(str, Enum):
    VALUE_0 = "115"

    def __str__(self) -> str:
        return str(self.value)
