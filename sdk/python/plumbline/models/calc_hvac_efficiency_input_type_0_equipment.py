from enum import Enum

class CalcHvacEfficiencyInputType0Equipment(str, Enum):
    PACKAGE_AC = "package-ac"
    SPLIT_AC = "split-ac"

    def __str__(self) -> str:
        return str(self.value)
