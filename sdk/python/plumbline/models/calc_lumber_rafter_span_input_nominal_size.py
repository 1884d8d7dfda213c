from enum import Enum

class CalcLumberRafterSpanInputNominalSize(str, Enum):
    VALUE_0 = "2x4"
    VALUE_1 = "2x6"
    VALUE_2 = "2x8"
    VALUE_3 = "2x10"
    VALUE_4 = "2x12"

    def __str__(self) -> str:
        return str(self.value)
