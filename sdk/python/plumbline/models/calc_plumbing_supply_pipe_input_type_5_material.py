from enum import Enum

class CalcPlumbingSupplyPipeInputType5Material(str, Enum):
    PEX_SDR9 = "pex_sdr9"

    def __str__(self) -> str:
        return str(self.value)
