from enum import Enum

class CalcDrywallCompoundInputCompound(str, Enum):
    SHEETROCK_TOTAL = "sheetrock-total"
    SHEETROCK_ULTRALIGHTWEIGHT = "sheetrock-ultralightweight"

    def __str__(self) -> str:
        return str(self.value)
