from enum import Enum

class CalcDoorsWindowsUFactorInputType1ClimateZone(str, Enum):
    VALUE_0 = "2"
    VALUE_1 = "3"
    VALUE_2 = "4"
    VALUE_3 = "4C"
    VALUE_4 = "5"

    def __str__(self) -> str:
        return str(self.value)
