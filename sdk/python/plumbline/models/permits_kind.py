from enum import Enum

class PermitsKind(str, Enum):
    CBSA = "cbsa"
    COUNTY = "county"

    def __str__(self) -> str:
        return str(self.value)
