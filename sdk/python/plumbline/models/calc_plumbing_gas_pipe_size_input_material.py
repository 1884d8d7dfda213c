from enum import Enum

class CalcPlumbingGasPipeSizeInputMaterial(str, Enum):
    SCHEDULE_40_METALLIC = "schedule_40_metallic"

    def __str__(self) -> str:
        return str(self.value)
