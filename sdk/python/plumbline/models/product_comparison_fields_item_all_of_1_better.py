from enum import Enum

class ProductComparisonFieldsItemAllOf1Better(str, Enum):
    HIGHER = "higher"
    LOWER = "lower"

    def __str__(self) -> str:
        return str(self.value)
