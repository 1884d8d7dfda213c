from enum import Enum

class CodesGetCode(str, Enum):
    IBC = "ibc"
    IECC = "iecc"
    IPC = "ipc"
    IRC = "irc"
    NEC = "nec"
    STANDARDS = "standards"

    def __str__(self) -> str:
        return str(self.value)
