from enum import Enum

class CalcLumberCeilingJoistSpanInputSpecies(str, Enum):
    DOUGLAS_FIR_LARCH = "douglas-fir-larch"
    HEM_FIR = "hem-fir"
    SOUTHERN_PINE = "southern-pine"
    SPRUCE_PINE_FIR = "spruce-pine-fir"

    def __str__(self) -> str:
        return str(self.value)
