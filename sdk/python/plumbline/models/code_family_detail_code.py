from enum import Enum

class CodeFamilyDetailCode(str, Enum):
    IBC = "IBC"
    IECC = "IECC"
    IPC = "IPC"
    IRC = "IRC"
    NEC = "NEC"

    def __str__(self) -> str:
        return str(self.value)
