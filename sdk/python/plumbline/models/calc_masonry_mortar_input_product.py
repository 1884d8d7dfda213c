from enum import Enum

class CalcMasonryMortarInputProduct(str, Enum):
    MASONRY_CEMENT_AND_SAND = "masonry_cement_and_sand"
    PREMIX_60LB = "premix_60lb"
    PREMIX_80LB = "premix_80lb"

    def __str__(self) -> str:
        return str(self.value)
