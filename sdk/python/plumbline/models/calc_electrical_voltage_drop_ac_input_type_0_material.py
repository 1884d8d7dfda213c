from enum import Enum

class CalcElectricalVoltageDropAcInputType0Material(str, Enum):
    COPPER = "copper"

    def __str__(self) -> str:
        return str(self.value)
