from enum import Enum

class CalcPlumbingGasPipeSizeInputInletPressure(str, Enum):
    LESS_THAN_2_PSI = "less_than_2_psi"

    def __str__(self) -> str:
        return str(self.value)
