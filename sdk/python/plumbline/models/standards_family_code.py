from enum import Enum

class StandardsFamilyCode(str, Enum):
    STANDARDS = "standards"

    def __str__(self) -> str:
        return str(self.value)
