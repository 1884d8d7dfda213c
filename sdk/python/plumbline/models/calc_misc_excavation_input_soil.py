from enum import Enum

class CalcMiscExcavationInputSoil(str, Enum):
    CLAY_DRY = "clay_dry"
    CLAY_GRAVEL_DRY = "clay_gravel_dry"
    CLAY_GRAVEL_WET = "clay_gravel_wet"
    CLAY_WET = "clay_wet"
    EARTH_WET = "earth_wet"
    GRAVEL_DRY = "gravel_dry"
    GRAVEL_PIT_RUN = "gravel_pit_run"
    ROCK_EARTH_25_75 = "rock_earth_25_75"
    ROCK_EARTH_50_50 = "rock_earth_50_50"
    ROCK_EARTH_75_25 = "rock_earth_75_25"
    SAND_DRY = "sand_dry"
    SAND_GRAVEL_DRY = "sand_gravel_dry"
    SAND_GRAVEL_WET = "sand_gravel_wet"
    SAND_WET = "sand_wet"
    STONE_CRUSHED = "stone_crushed"
    TOPSOIL = "topsoil"

    def __str__(self) -> str:
        return str(self.value)
