from enum import Enum

class CalcPlumbingDfuInputSlope(str, Enum):
    VALUE_0 = "1/16"
    VALUE_1 = "1/8"
    VALUE_2 = "1/4"
    VALUE_3 = "1/2"

    def __str__(self) -> str:
        return str(self.value)
