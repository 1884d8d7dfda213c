from enum import Enum

class CalcElectricalConduitSizeInputConductorsItemInsulation(str, Enum):
    THHN = "thhn"
    XHHW = "xhhw"

    def __str__(self) -> str:
        return str(self.value)
