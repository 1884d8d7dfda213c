from enum import Enum

class CalcFlooringUnderlaymentInputForm(str, Enum):
    ROLL = "roll"
    SHEET = "sheet"

    def __str__(self) -> str:
        return str(self.value)
