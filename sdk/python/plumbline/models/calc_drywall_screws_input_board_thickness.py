from enum import Enum

class CalcDrywallScrewsInputBoardThickness(str, Enum):
    VALUE_0 = "3/8"
    VALUE_1 = "1/2"
    VALUE_2 = "5/8"

    def __str__(self) -> str:
        return str(self.value)
