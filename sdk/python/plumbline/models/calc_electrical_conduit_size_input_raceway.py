from enum import Enum

class CalcElectricalConduitSizeInputRaceway(str, Enum):
    EMT = "emt"
    ENT = "ent"
    FMC = "fmc"
    IMC = "imc"
    LFMC = "lfmc"
    PVC40 = "pvc40"
    PVC80 = "pvc80"
    RMC = "rmc"

    def __str__(self) -> str:
        return str(self.value)
