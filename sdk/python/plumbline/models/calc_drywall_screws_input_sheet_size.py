from enum import Enum

class CalcDrywallScrewsInputSheetSize(str, Enum):
    VALUE_0 = "4x8"
    VALUE_1 = "4x10"
    VALUE_2 = "4x12"

    def __str__(self) -> str:
        return str(self.value)
