from enum import Enum

class CalcPlumbingWsfuInputDemandCurve(str, Enum):
    AUTO = "auto"
    FLUSHOMETER_VALVE = "flushometer_valve"
    FLUSH_TANK = "flush_tank"

    def __str__(self) -> str:
        return str(self.value)
