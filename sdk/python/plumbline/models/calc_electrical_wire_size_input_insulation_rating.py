from enum import Enum

class CalcElectricalWireSizeInputInsulationRating(str, Enum):
    VALUE_0 = "60"
    VALUE_1 = "75"
    VALUE_2 = "90"

    def __str__(self) -> str:
        return str(self.value)
