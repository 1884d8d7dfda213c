from enum import Enum

class CalcPaintExteriorInputTexture(str, Enum):
    CORRUGATED = "corrugated"
    NARROW_LAP = "narrow-lap"
    ROUGH = "rough"
    SMOOTH = "smooth"

    def __str__(self) -> str:
        return str(self.value)
