from enum import Enum

class CalcMiscGravelInputMaterial(str, Enum):
    CRUSHED_STONE_57 = "crushed_stone_57"
    GRANITE = "granite"
    LAVA_ROCK = "lava_rock"
    LIME_ROCK = "lime_rock"
    MARBLE = "marble"
    RIVER_ROCK = "river_rock"

    def __str__(self) -> str:
        return str(self.value)
