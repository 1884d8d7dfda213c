from enum import Enum

class ProductComparisonProductsItemCertificationScope(str, Enum):
    MODEL = "model"
    PRODUCT_LINE = "product_line"

    def __str__(self) -> str:
        return str(self.value)
