from enum import Enum

class CalcElectricalVoltageDropAcInputType1Size(str, Enum):
    VALUE_0 = "12"
    VALUE_1 = "10"
    VALUE_10 = "3/0"
    VALUE_11 = "4/0"
    VALUE_12 = "250"
    VALUE_13 = "300"
    VALUE_14 = "350"
    VALUE_15 = "400"
    VALUE_16 = "500"
    VALUE_2 = "8"
    VALUE_3 = "6"
    VALUE_4 = "4"
    VALUE_5 = "3"
    VALUE_6 = "2"
    VALUE_7 = "1"
    VALUE_8 = "1/0"
    VALUE_9 = "2/0"

    def __str__(self) -> str:
        return str(self.value)
