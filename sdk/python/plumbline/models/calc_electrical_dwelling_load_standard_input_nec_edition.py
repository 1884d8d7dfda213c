from enum import Enum

class CalcElectricalDwellingLoadStandardInputNecEdition(str, Enum):
    VALUE_0 = "2023"

    def __str__(self) -> str:
        return str(self.value)
