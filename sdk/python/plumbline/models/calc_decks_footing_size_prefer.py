from enum import Enum

class CalcDecksFootingSizePrefer(str, Enum):
    RETURNMINIMAL = "return=minimal"
    RETURNREPRESENTATION = "return=representation"

    def __str__(self) -> str:
        return str(self.value)
