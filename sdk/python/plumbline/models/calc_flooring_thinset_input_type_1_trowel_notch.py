from enum import Enum

class CalcFlooringThinsetInputType1TrowelNotch(str, Enum):
    VALUE_0 = "1/4x1/4"
    VALUE_1 = "1/4x3/8"

    def __str__(self) -> str:
        return str(self.value)
