from enum import Enum

class KeyRequestScopesItem(str, Enum):
    ACCOUNTREAD = "account:read"
    BENCHMARKS = "benchmarks"
    CALC = "calc"
    CODES = "codes"
    COSTS = "costs"
    MCP = "mcp"
    PRODUCTS = "products"

    def __str__(self) -> str:
        return str(self.value)
