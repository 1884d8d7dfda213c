from enum import Enum

class CalcElectricalBoxFillInputConductorsItemSize(str, Enum):
    VALUE_0 = "18"
    VALUE_1 = "16"
    VALUE_2 = "14"
    VALUE_3 = "12"
    VALUE_4 = "10"
    VALUE_5 = "8"
    VALUE_6 = "6"

    def __str__(self) -> str:
        return str(self.value)
