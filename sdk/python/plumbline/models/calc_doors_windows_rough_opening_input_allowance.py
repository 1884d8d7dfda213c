from enum import Enum

class CalcDoorsWindowsRoughOpeningInputAllowance(str, Enum):
    CUSTOM = "custom"
    PELLA = "pella"
    RULE_OF_THUMB = "rule-of-thumb"

    def __str__(self) -> str:
        return str(self.value)
