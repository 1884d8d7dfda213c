from enum import Enum

class CalcElectricalMotorCircuitInputType0Voltage(str, Enum):
    VALUE_0 = "115"
    VALUE_1 = "200"
    VALUE_2 = "208"
    VALUE_3 = "230"

    def __str__(self) -> str:
        return str(self.value)
