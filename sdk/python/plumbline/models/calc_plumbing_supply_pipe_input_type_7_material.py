from enum import Enum

class CalcPlumbingSupplyPipeInputType7Material(str, Enum):
    STEEL_SCH40 = "steel_sch40"

    def __str__(self) -> str:
        return str(self.value)
