from enum import Enum

class CostsListVerticalsItemFreshnessItemFrom(str, Enum):
    BUNDLE = "bundle"
    NONE = "none"
    PUBLISHER = "publisher"

    def __str__(self) -> str:
        return str(self.value)
