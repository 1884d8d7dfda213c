from enum import Enum

class CodesGetSectionCode(str, Enum):
    IBC = "ibc"
    IECC = "iecc"
    IPC = "ipc"
    IRC = "irc"
    NEC = "nec"
    STANDARDS = "standards"

    def __str__(self) -> str:
        return str(self.value)
