from enum import Enum

class BenchmarkListProjectTypesItemDurationGeographiesItem(str, Enum):
    CENSUS_DIVISION = "census_division"
    NATIONAL = "national"

    def __str__(self) -> str:
        return str(self.value)
