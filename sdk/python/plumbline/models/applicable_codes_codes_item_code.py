from enum import Enum

class ApplicableCodesCodesItemCode(str, Enum):
    IBC = "IBC"
    IECC_C = "IECC-C"
    IECC_R = "IECC-R"
    IPC = "IPC"
    IRC = "IRC"
    NEC = "NEC"

    def __str__(self) -> str:
        return str(self.value)
