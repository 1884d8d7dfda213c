from enum import Enum

class CalcElectricalConduitFillInputConduitType(str, Enum):
    EMT = "emt"
    PVC_40 = "pvc-40"

    def __str__(self) -> str:
        return str(self.value)
