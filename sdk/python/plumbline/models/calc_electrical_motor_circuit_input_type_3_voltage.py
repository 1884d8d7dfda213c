from enum import Enum

class CalcElectricalMotorCircuitInputType3Voltage(str, Enum):
    VALUE_0 = "460"
    VALUE_1 = "575"

    def __str__(self) -> str:
        return str(self.value)
