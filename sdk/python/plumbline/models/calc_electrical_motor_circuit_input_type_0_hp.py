from enum import Enum

class CalcElectricalMotorCircuitInputType0Hp(str, Enum):
    VALUE_0 = "1/6"
    VALUE_1 = "1/4"
    VALUE_10 = "7-1/2"
    VALUE_11 = "10"
    VALUE_2 = "1/3"
    VALUE_3 = "1/2"
    VALUE_4 = "3/4"
    VALUE_5 = "1"
    VALUE_6 = "1-1/2"
    VALUE_7 = "2"
    VALUE_8 = "3"
    VALUE_9 = "5"

    def __str__(self) -> str:
        return str(self.value)
