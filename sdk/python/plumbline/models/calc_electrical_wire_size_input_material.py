from enum import Enum

class CalcElectricalWireSizeInputMaterial(str, Enum):
    ALUMINUM = "aluminum"
    COPPER = "copper"

    def __str__(self) -> str:
        return str(self.value)
