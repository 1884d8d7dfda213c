from enum import Enum

class CalcRoofingShinglesInputShingleType(str, Enum):
    HEAVY_LAMINATED = "heavy-laminated"
    LAMINATED = "laminated"
    THREE_TAB = "three-tab"

    def __str__(self) -> str:
        return str(self.value)
