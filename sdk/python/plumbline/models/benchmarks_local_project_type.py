from enum import Enum

class BenchmarksLocalProjectType(str, Enum):
    BASEMENT_FINISH = "basement_finish"
    BATH_REMODEL_MAJOR = "bath_remodel_major"
    BATH_REMODEL_MIDRANGE = "bath_remodel_midrange"
    DECK_ADDITION = "deck_addition"
    ELECTRICAL_PANEL_UPGRADE = "electrical_panel_upgrade"
    EXTERIOR_PAINTING = "exterior_painting"
    FLOORING_REPLACEMENT = "flooring_replacement"
    GARAGE_ADDITION = "garage_addition"
    HVAC_REPLACEMENT = "hvac_replacement"
    KITCHEN_REMODEL_MAJOR = "kitchen_remodel_major"
    KITCHEN_REMODEL_MIDRANGE = "kitchen_remodel_midrange"
    NEW_CONSTRUCTION_SFH = "new_construction_sfh"
    ROOF_REPLACEMENT = "roof_replacement"
    SIDING_REPLACEMENT = "siding_replacement"
    WINDOW_REPLACEMENT = "window_replacement"

    def __str__(self) -> str:
        return str(self.value)
