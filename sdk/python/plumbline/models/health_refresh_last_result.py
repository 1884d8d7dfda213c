from enum import Enum

class HealthRefreshLastResult(str, Enum):
    ELSEWHERE = "elsewhere"
    FAILED = "failed"
    NOTHING_DUE = "nothing_due"
    SWITCHED = "switched"
    UNCHANGED = "unchanged"

    def __str__(self) -> str:
        return str(self.value)
