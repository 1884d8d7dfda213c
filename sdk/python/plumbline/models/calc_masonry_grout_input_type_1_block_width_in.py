from enum import Enum

class CalcMasonryGroutInputType1BlockWidthIn(str, Enum):
    VALUE_0 = "8"

    def __str__(self) -> str:
        return str(self.value)
