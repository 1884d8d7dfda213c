from enum import Enum

class CalcElectricalMotorCircuitInputType1Hp(str, Enum):
    VALUE_0 = "1/2"
    VALUE_1 = "3/4"
    VALUE_2 = "1"
    VALUE_3 = "1-1/2"
    VALUE_4 = "2"

    def __str__(self) -> str:
        return str(self.value)
