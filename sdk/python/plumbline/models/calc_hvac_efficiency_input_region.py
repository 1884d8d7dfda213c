from enum import Enum

class CalcHvacEfficiencyInputRegion(str, Enum):
    NORTH = "north"
    SOUTHEAST = "southeast"
    SOUTHWEST = "southwest"

    def __str__(self) -> str:
        return str(self.value)
