from enum import Enum

class BenchmarkFiguresDurationAnyOf1Geography(str, Enum):
    CENSUS_DIVISION = "census_division"
    NATIONAL = "national"

    def __str__(self) -> str:
        return str(self.value)
