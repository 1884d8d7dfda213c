from enum import Enum

class ProductSearchResultsItemAllOf1CertificationScope(str, Enum):
    MODEL = "model"
    PRODUCT_LINE = "product_line"

    def __str__(self) -> str:
        return str(self.value)
