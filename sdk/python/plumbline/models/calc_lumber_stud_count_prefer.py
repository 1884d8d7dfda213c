from enum import Enum

class CalcLumberStudCountPrefer(str, Enum):
    RETURNMINIMAL = "return=minimal"
    RETURNREPRESENTATION = "return=representation"

    def __str__(self) -> str:
        return str(self.value)
