from enum import Enum

class CostsMaterialsCategory(str, Enum):
    CONCRETE = "concrete"
    DOORS_WINDOWS = "doors-windows"
    DRYWALL = "drywall"
    ELECTRICAL = "electrical"
    FLOORING = "flooring"
    GUTTERS = "gutters"
    HARDWARE = "hardware"
    HVAC = "hvac"
    INSULATION = "insulation"
    LUMBER = "lumber"
    MASONRY = "masonry"
    PAINT = "paint"
    PLUMBING = "plumbing"
    ROOFING = "roofing"
    SITE = "site"

    def __str__(self) -> str:
        return str(self.value)
