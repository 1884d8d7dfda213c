from enum import Enum

class CalcFlooringHardwoodInputLayout(str, Enum):
    DIAGONAL = "diagonal"
    STRAIGHT = "straight"

    def __str__(self) -> str:
        return str(self.value)
