from enum import Enum

class CalcMasonryBrickInputBrickSize(str, Enum):
    ECONOMY = "economy"
    ENGINEER = "engineer"
    JUMBO = "jumbo"
    KING = "king"
    MODULAR = "modular"
    NORMAN = "norman"
    NORWEGIAN = "norwegian"
    QUEEN = "queen"
    STANDARD = "standard"
    UTILITY = "utility"

    def __str__(self) -> str:
        return str(self.value)
