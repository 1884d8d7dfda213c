from enum import Enum

class CalcLumberRafterLengthInputRoofType(str, Enum):
    GABLE = "gable"
    SHED = "shed"

    def __str__(self) -> str:
        return str(self.value)
