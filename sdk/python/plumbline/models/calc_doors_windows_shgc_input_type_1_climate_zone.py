from enum import Enum

class CalcDoorsWindowsShgcInputType1ClimateZone(str, Enum):
    VALUE_0 = "2"
    VALUE_1 = "3"
    VALUE_2 = "4"
    VALUE_3 = "6"

    def __str__(self) -> str:
        return str(self.value)
