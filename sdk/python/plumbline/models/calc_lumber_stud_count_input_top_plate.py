from enum import Enum

class CalcLumberStudCountInputTopPlate(str, Enum):
    DOUBLE = "double"
    SINGLE = "single"

    def __str__(self) -> str:
        return str(self.value)
