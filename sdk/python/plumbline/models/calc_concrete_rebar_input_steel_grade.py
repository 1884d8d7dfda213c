from enum import Enum

class CalcConcreteRebarInputSteelGrade(str, Enum):
    VALUE_0 = "40"
    VALUE_1 = "60"

    def __str__(self) -> str:
        return str(self.value)
