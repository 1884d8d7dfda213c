from enum import Enum

class CalcElectricalPanelLoadInputType0NecEdition(str, Enum):
    VALUE_0 = "2020"
    VALUE_1 = "2023"

    def __str__(self) -> str:
        return str(self.value)
