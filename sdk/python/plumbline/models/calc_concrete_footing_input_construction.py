from enum import Enum

class CalcConcreteFootingInputConstruction(str, Enum):
    CONCRETE_OR_MASONRY = "concrete-or-masonry"
    LIGHT_FRAME = "light-frame"

    def __str__(self) -> str:
        return str(self.value)
