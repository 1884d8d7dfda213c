from enum import Enum

class CalcHvacRoomBtuInputSun(str, Enum):
    NORMAL = "normal"
    SHADED = "shaded"
    SUNNY = "sunny"

    def __str__(self) -> str:
        return str(self.value)
