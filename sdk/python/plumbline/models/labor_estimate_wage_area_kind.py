from enum import Enum

class LaborEstimateWageAreaKind(str, Enum):
    METRO = "metro"
    NATIONAL = "national"
    NONMETRO = "nonmetro"
    STATE = "state"

    def __str__(self) -> str:
        return str(self.value)
