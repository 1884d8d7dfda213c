from enum import Enum

class KeyCreatedScopesItem(str, Enum):
    ACCOUNTREAD = "account:read"
    BENCHMARKS = "benchmarks"
    CALC = "calc"
    CODES = "codes"
    COSTS = "costs"
    PRODUCTS = "products"

    def __str__(self) -> str:
        return str(self.value)
