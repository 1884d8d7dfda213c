from enum import Enum

class CalcConcreteRebarInputLapBasis(str, Enum):
    BAR_DIAMETERS = "bar-diameters"
    IRC_TABLE = "irc-table"

    def __str__(self) -> str:
        return str(self.value)
