from enum import Enum

class ProductComparisonProductsItemConfidence(str, Enum):
    CERTIFIED = "certified"

    def __str__(self) -> str:
        return str(self.value)
