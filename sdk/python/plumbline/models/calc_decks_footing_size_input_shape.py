from enum import Enum

class CalcDecksFootingSizeInputShape(str, Enum):
    ROUND = "round"

    def __str__(self) -> str:
        return str(self.value)
