from enum import Enum

class CalcLumberJoistSpanInputType1Grade(str, Enum):
    SS = "ss"
    VALUE_1 = "1"
    VALUE_2 = "2"

    def __str__(self) -> str:
        return str(self.value)
