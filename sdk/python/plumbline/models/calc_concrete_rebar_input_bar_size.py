from enum import Enum

class CalcConcreteRebarInputBarSize(str, Enum):
    VALUE_0 = "#3"
    VALUE_1 = "#4"
    VALUE_2 = "#5"
    VALUE_3 = "#6"
    VALUE_4 = "#7"
    VALUE_5 = "#8"

    def __str__(self) -> str:
        return str(self.value)
