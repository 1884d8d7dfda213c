from enum import Enum

class CalcElectricalWireSizeInputTerminalRating(str, Enum):
    AUTO = "auto"
    VALUE_1 = "60"
    VALUE_2 = "75"

    def __str__(self) -> str:
        return str(self.value)
