from enum import Enum

class PermitsResolvedFrom(str, Enum):
    COUNTY = "county"
    JURISDICTION = "jurisdiction"
    PLACE = "place"
    ZIP = "zip"

    def __str__(self) -> str:
        return str(self.value)
