from enum import Enum

class CalcRoofingNailsInputNailing(str, Enum):
    HIGH_WIND = "high-wind"
    STANDARD = "standard"

    def __str__(self) -> str:
        return str(self.value)
