from enum import Enum

class CalcGuttersDownspoutsInputDownspoutSize(str, Enum):
    VALUE_0 = "2x3"
    VALUE_1 = "3x4"
    VALUE_2 = "3-round"
    VALUE_3 = "4-round"

    def __str__(self) -> str:
        return str(self.value)
