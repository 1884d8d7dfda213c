from enum import Enum

class StandardAnswerKind(str, Enum):
    STANDARD = "standard"

    def __str__(self) -> str:
        return str(self.value)
