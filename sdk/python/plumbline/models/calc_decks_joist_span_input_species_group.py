from enum import Enum

class CalcDecksJoistSpanInputSpeciesGroup(str, Enum):
    DFL_HEM_FIR_SPF = "dfl-hem-fir-spf"
    REDWOOD_CEDAR_PONDEROSA_RED_PINE = "redwood-cedar-ponderosa-red-pine"
    SOUTHERN_PINE = "southern-pine"

    def __str__(self) -> str:
        return str(self.value)
