from enum import Enum

class CalcElectricalMotorCircuitInputType2Hp(str, Enum):
    VALUE_0 = "1/2"
    VALUE_1 = "3/4"
    VALUE_10 = "20"
    VALUE_11 = "25"
    VALUE_12 = "30"
    VALUE_13 = "40"
    VALUE_14 = "50"
    VALUE_15 = "60"
    VALUE_16 = "75"
    VALUE_17 = "100"
    VALUE_18 = "125"
    VALUE_19 = "150"
    VALUE_2 = "1"
    VALUE_20 = "200"
    VALUE_3 = "1-1/2"
    VALUE_4 = "2"
    VALUE_5 = "3"
    VALUE_6 = "5"
    VALUE_7 = "7-1/2"
    VALUE_8 = "10"
    VALUE_9 = "15"

    def __str__(self) -> str:
        return str(self.value)
