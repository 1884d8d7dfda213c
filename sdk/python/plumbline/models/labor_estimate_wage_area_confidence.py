from enum import Enum

class LaborEstimateWageAreaConfidence(str, Enum):
    DERIVED = "derived"
    MEASURED = "measured"

    def __str__(self) -> str:
        return str(self.value)
