from enum import Enum

class ProductPageProductsItemConfidence(str, Enum):
    CERTIFIED = "certified"

    def __str__(self) -> str:
        return str(self.value)
