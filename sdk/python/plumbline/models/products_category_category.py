from enum import Enum

class ProductsCategoryCategory(str, Enum):
    APPLIANCES = "appliances"
    DOORS = "doors"
    DRYWALL = "drywall"
    ELECTRICAL = "electrical"
    HVAC = "hvac"
    INSULATION = "insulation"
    LUMBER = "lumber"
    PLUMBING = "plumbing"
    ROOFING = "roofing"
    WINDOWS = "windows"

    def __str__(self) -> str:
        return str(self.value)
