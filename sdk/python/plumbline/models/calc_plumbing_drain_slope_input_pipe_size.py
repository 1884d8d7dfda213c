from enum import Enum

class CalcPlumbingDrainSlopeInputPipeSize(str, Enum):
    VALUE_0 = "1-1/4"
    VALUE_1 = "1-1/2"
    VALUE_10 = "12"
    VALUE_11 = "15"
    VALUE_2 = "2"
    VALUE_3 = "2-1/2"
    VALUE_4 = "3"
    VALUE_5 = "4"
    VALUE_6 = "5"
    VALUE_7 = "6"
    VALUE_8 = "8"
    VALUE_9 = "10"

    def __str__(self) -> str:
        return str(self.value)
