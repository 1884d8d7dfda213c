from enum import Enum

class CalcDecksBeamSpanInputBeamSize(str, Enum):
    VALUE_0 = "2-2x6"
    VALUE_1 = "2-2x8"
    VALUE_2 = "2-2x10"
    VALUE_3 = "2-2x12"
    VALUE_4 = "3-2x6"
    VALUE_5 = "3-2x8"
    VALUE_6 = "3-2x10"
    VALUE_7 = "3-2x12"

    def __str__(self) -> str:
        return str(self.value)
