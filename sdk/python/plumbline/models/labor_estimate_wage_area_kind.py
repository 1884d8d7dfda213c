from enum import Enum

class LaborEstimateWageAreaKind(str, Enum):
    METRO = "metro"
    NONMETRO = "nonmetro"

    def __str__(self) -> str:
        return str(self.value)
