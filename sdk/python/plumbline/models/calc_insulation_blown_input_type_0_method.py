from enum import Enum

class CalcInsulationBlownInputType0Method(str, Enum):
    COVERAGE_CHART = "coverage-chart"

    def __str__(self) -> str:
        return str(self.value)
