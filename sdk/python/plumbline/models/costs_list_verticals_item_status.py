from enum import Enum

class CostsListVerticalsItemStatus(str, Enum):
    COMING_SOON = "coming_soon"
    LIVE = "live"

    def __str__(self) -> str:
        return str(self.value)
