from enum import Enum

class CalcElectricalMotorCircuitInputType2Voltage(str, Enum):
    VALUE_0 = "200"
    VALUE_1 = "208"
    VALUE_2 = "230"

    def __str__(self) -> str:
        return str(self.value)
