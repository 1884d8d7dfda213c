from enum import Enum

class CalcPlumbingGasPipeSizePrefer(str, Enum):
    RETURNMINIMAL = "return=minimal"
    RETURNREPRESENTATION = "return=representation"

    def __str__(self) -> str:
        return str(self.value)
