from enum import Enum

class CalcLumberCeilingJoistSpanInputAtticStorage(str, Enum):
    LIMITED = "limited"

    def __str__(self) -> str:
        return str(self.value)
