from enum import Enum

class CalcPlumbingSupplyPipeInputType4Material(str, Enum):
    PEX_SDR9 = "pex_sdr9"

    def __str__(self) -> str:
        return str(self.value)
