from enum import Enum

class AccountUsageDailyGroupBy(str, Enum):
    KEY = "key"
    OPERATION = "operation"

    def __str__(self) -> str:
        return str(self.value)
