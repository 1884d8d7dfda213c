from enum import Enum

class CalcRoofingUnderlaymentInputProduct(str, Enum):
    FELT_15 = "felt-15"
    FELT_30 = "felt-30"
    SYNTHETIC_10SQ = "synthetic-10sq"

    def __str__(self) -> str:
        return str(self.value)
