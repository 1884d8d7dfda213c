from enum import Enum

class BenchmarkFiguresStatus(str, Enum):
    LIVE = "live"
    NOT_CARRIED = "not_carried"

    def __str__(self) -> str:
        return str(self.value)
