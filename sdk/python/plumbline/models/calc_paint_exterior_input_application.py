from enum import Enum

class CalcPaintExteriorInputApplication(str, Enum):
    AIRLESS_SPRAY = "airless-spray"
    AIR_SPRAY = "air-spray"
    BRUSH_ROLLER = "brush-roller"

    def __str__(self) -> str:
        return str(self.value)
