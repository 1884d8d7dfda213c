from enum import Enum

class CalcPaintStainInputTexture(str, Enum):
    ROUGH = "rough"
    SMOOTH = "smooth"

    def __str__(self) -> str:
        return str(self.value)
