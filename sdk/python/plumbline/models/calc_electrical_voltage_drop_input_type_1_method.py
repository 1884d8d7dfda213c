from enum import Enum

class CalcElectricalVoltageDropInputType1Method(str, Enum):
    K_FACTOR = "k-factor"

    def __str__(self) -> str:
        return str(self.value)
