from enum import Enum

class CalcElectricalServiceConductorInputMaterial(str, Enum):
    ALUMINUM = "aluminum"
    COPPER = "copper"

    def __str__(self) -> str:
        return str(self.value)
