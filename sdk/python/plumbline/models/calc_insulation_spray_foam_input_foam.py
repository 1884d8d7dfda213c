from enum import Enum

class CalcInsulationSprayFoamInputFoam(str, Enum):
    CLOSED_CELL = "closed-cell"
    OPEN_CELL = "open-cell"

    def __str__(self) -> str:
        return str(self.value)
