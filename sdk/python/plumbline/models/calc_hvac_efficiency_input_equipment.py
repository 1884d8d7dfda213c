from enum import Enum

class CalcHvacEfficiencyInputEquipment(str, Enum):
    PACKAGE_AC = "package-ac"
    PACKAGE_HEAT_PUMP = "package-heat-pump"
    SPLIT_AC = "split-ac"
    SPLIT_HEAT_PUMP = "split-heat-pump"

    def __str__(self) -> str:
        return str(self.value)
