from enum import Enum

class CalcElectricalWireSizeInputNecEdition(str, Enum):
    VALUE_0 = "2020"
    VALUE_1 = "2023"
    VALUE_2 = "2026"

    def __str__(self) -> str:
        return str(self.value)
