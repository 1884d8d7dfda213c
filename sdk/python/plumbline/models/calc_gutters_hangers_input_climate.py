from enum import Enum

class CalcGuttersHangersInputClimate(str, Enum):
    MILD = "mild"
    SNOW = "snow"
    STANDARD = "standard"

    def __str__(self) -> str:
        return str(self.value)
