from enum import Enum

class UsageDailyGroupBy(str, Enum):
    DAY = "day"
    KEY = "key"
    OPERATION = "operation"

    def __str__(self) -> str:
        return str(self.value)
