from enum import Enum

class CalcElectricalEgcSizeInputType1UngroundedSize(str, Enum):
    VALUE_0 = "14"
    VALUE_1 = "12"
    VALUE_10 = "2/0"
    VALUE_11 = "3/0"
    VALUE_12 = "4/0"
    VALUE_13 = "250"
    VALUE_14 = "300"
    VALUE_15 = "350"
    VALUE_16 = "400"
    VALUE_17 = "500"
    VALUE_2 = "10"
    VALUE_3 = "8"
    VALUE_4 = "6"
    VALUE_5 = "4"
    VALUE_6 = "3"
    VALUE_7 = "2"
    VALUE_8 = "1"
    VALUE_9 = "1/0"

    def __str__(self) -> str:
        return str(self.value)
