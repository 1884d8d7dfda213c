from enum import Enum

class PermitsKind(str, Enum):
    CBSA = "cbsa"
    COUNTY = "county"
    PLACE = "place"

    def __str__(self) -> str:
        return str(self.value)
