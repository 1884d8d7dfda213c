from enum import Enum

class ProductSearchResultsItemAllOf1Confidence(str, Enum):
    CERTIFIED = "certified"
    SYNTHETIC = "synthetic"

    def __str__(self) -> str:
        return str(self.value)
