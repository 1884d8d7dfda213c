from enum import Enum

class CalcPlumbingSupplyPipeInputType2Material(str, Enum):
    CPVC_SDR11 = "cpvc_sdr11"

    def __str__(self) -> str:
        return str(self.value)
