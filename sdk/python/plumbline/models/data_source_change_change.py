from enum import Enum

class DataSourceChangeChange(str, Enum):
    ADDED = "added"
    CHANGED = "changed"
    REMOVED = "removed"

    def __str__(self) -> str:
        return str(self.value)
