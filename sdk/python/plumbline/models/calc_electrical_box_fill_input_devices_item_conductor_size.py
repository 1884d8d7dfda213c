from enum import Enum

class CalcElectricalBoxFillInputDevicesItemConductorSize(str, Enum):
    LARGEST = "largest"
    VALUE_1 = "18"
    VALUE_2 = "16"
    VALUE_3 = "14"
    VALUE_4 = "12"
    VALUE_5 = "10"
    VALUE_6 = "8"
    VALUE_7 = "6"

    def __str__(self) -> str:
        return str(self.value)
