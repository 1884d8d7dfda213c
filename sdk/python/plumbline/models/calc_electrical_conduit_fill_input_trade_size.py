from enum import Enum

class CalcElectricalConduitFillInputTradeSize(str, Enum):
    VALUE_0 = "1/2"
    VALUE_1 = "3/4"
    VALUE_2 = "1"
    VALUE_3 = "1-1/4"
    VALUE_4 = "1-1/2"
    VALUE_5 = "2"
    VALUE_6 = "2-1/2"
    VALUE_7 = "3"
    VALUE_8 = "3-1/2"
    VALUE_9 = "4"

    def __str__(self) -> str:
        return str(self.value)
