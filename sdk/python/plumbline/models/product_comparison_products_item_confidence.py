from enum import Enum

class ProductComparisonProductsItemConfidence(str, Enum):
    CERTIFIED = "certified"
    SYNTHETIC = "synthetic"

    def __str__(self) -> str:
        return str(self.value)
