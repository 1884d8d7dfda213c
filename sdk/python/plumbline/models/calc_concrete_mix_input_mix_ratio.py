from enum import Enum

class CalcConcreteMixInputMixRatio(str, Enum):
    VALUE_0 = "1:1.5:3"
    VALUE_1 = "1:2:3"
    VALUE_2 = "1:2:4"
    VALUE_3 = "1:3:6"

    def __str__(self) -> str:
        return str(self.value)
