from enum import Enum

class CalcInsulationRValueInputType2ClimateZone(str, Enum):
    VALUE_0 = "4C"
    VALUE_1 = "5"
    VALUE_2 = "6"

    def __str__(self) -> str:
        return str(self.value)
