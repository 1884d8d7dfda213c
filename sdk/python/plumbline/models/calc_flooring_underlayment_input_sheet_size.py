from enum import Enum

class CalcFlooringUnderlaymentInputSheetSize(str, Enum):
    VALUE_0 = "4x8"
    VALUE_1 = "4x4"

    def __str__(self) -> str:
        return str(self.value)
