from enum import Enum

class ProductsCategoryMarket(str, Enum):
    CANADA = "Canada"
    US = "US"

    def __str__(self) -> str:
        return str(self.value)
