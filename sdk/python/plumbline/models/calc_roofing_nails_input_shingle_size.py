from enum import Enum

class CalcRoofingNailsInputShingleSize(str, Enum):
    METRIC = "metric"
    STANDARD = "standard"

    def __str__(self) -> str:
        return str(self.value)
