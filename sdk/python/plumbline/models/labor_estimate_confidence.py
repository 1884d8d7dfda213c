from enum import Enum

class LaborEstimateConfidence(str, Enum):
    DERIVED = "derived"
    DERIVED_INDUSTRY_METHOD = "derived_industry_method"
    INTERPOLATED = "interpolated"
    MEASURED = "measured"

    def __str__(self) -> str:
        return str(self.value)
