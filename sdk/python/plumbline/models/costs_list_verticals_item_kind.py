from enum import Enum

class CostsListVerticalsItemKind(str, Enum):
    SOURCE = "source"
    VERTICAL = "vertical"

    def __str__(self) -> str:
        return str(self.value)
