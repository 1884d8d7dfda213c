from enum import Enum

class CostsLaborTrade(str, Enum):
    BRICKMASONS = "brickmasons"
    CARPENTERS = "carpenters"
    CEMENT_MASONS = "cement_masons"
    DRYWALL = "drywall"
    ELECTRICIANS = "electricians"
    HVAC = "hvac"
    LABORERS = "laborers"
    PAINTERS = "painters"
    PLUMBERS = "plumbers"
    ROOFERS = "roofers"
    TILE_SETTERS = "tile_setters"

    def __str__(self) -> str:
        return str(self.value)
