from enum import Enum

class CalcStairsRiseRunInputIrcEdition(str, Enum):
    VALUE_0 = "2021"
    VALUE_1 = "2024"

    def __str__(self) -> str:
        return str(self.value)
