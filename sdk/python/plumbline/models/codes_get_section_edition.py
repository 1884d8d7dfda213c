from enum import Enum

class CodesGetSectionEdition(str, Enum):
    VALUE_0 = "2021"
    VALUE_1 = "2023"
    VALUE_2 = "2024"
    VALUE_3 = "2026"

    def __str__(self) -> str:
        return str(self.value)
