from enum import Enum

class CalcPlumbingSupplyPipeInputType1Material(str, Enum):
    COPPER_TYPE_L = "copper_type_l"

    def __str__(self) -> str:
        return str(self.value)
