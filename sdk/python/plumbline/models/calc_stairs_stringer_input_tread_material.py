from enum import Enum

class CalcStairsStringerInputTreadMaterial(str, Enum):
    VALUE_0 = "2x-lumber"
    VALUE_1 = "5-4-or-composite"

    def __str__(self) -> str:
        return str(self.value)
