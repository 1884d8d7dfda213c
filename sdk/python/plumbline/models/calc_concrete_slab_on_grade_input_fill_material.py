from enum import Enum

class CalcConcreteSlabOnGradeInputFillMaterial(str, Enum):
    EARTH = "earth"
    SAND_GRAVEL = "sand-gravel"

    def __str__(self) -> str:
        return str(self.value)
