from enum import Enum

class CalcPaintPrimerInputPorosity(str, Enum):
    POROUS = "porous"
    SEALED = "sealed"

    def __str__(self) -> str:
        return str(self.value)
