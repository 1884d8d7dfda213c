from enum import Enum

class CalcMiscMulchInputBagSize(str, Enum):
    VALUE_0 = "2_cuft"
    VALUE_1 = "3_cuft"

    def __str__(self) -> str:
        return str(self.value)
