from enum import Enum

class BenchmarkFiguresDurationAnyOf1Confidence(str, Enum):
    DERIVED = "derived"

    def __str__(self) -> str:
        return str(self.value)
