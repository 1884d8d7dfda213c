from enum import Enum

class CalcGuttersSizeInputGutterStyle(str, Enum):
    HALF_ROUND = "half-round"
    K_STYLE = "k-style"

    def __str__(self) -> str:
        return str(self.value)
