from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.calc_masonry_veneer_input_openings_item import CalcMasonryVeneerInputOpeningsItem





T = TypeVar("T", bound="CalcMasonryVeneerInput")



@_attrs_define
class CalcMasonryVeneerInput:
    """ 
        Attributes:
            wall_height_ft (float): Veneer height, feet.
            wall_length_ft (float): Wall length, feet.
            high_seismic_or_wind (bool | Unset): True in the conditions of the IRC R703.8.4.1 exception (Seismic Design
                Categories D0-D2, townhouses in SDC C, high wind pressure), whose smaller area per tie is not carried: such
                input is refused. Default: False.
            mortar_bed_in (float | Unset): Mortar or cement grout between backing and veneer, inches (default 1: the IBC
                stone-veneer minimum). Default: 1.0.
            openings (list[CalcMasonryVeneerInputOpeningsItem] | Unset): Doors and windows to deduct.
            tie_horizontal_spacing_in (float | Unset): Horizontal tie spacing, inches (default 16: a tie at every stud).
                Default: 16.0.
            tie_vertical_spacing_in (float | Unset): Vertical tie spacing, inches (default 24). Default: 24.0.
            waste_pct (float | Unset): Allowance for breakage and cuts on the veneer area, percent (default 5: Building
                Trades Pocketbook). Default: 5.0.
     """

    wall_height_ft: float
    wall_length_ft: float
    high_seismic_or_wind: bool | Unset = False
    mortar_bed_in: float | Unset = 1.0
    openings: list[CalcMasonryVeneerInputOpeningsItem] | Unset = UNSET
    tie_horizontal_spacing_in: float | Unset = 16.0
    tie_vertical_spacing_in: float | Unset = 24.0
    waste_pct: float | Unset = 5.0





    def to_dict(self) -> dict[str, Any]:
        from ..models.calc_masonry_veneer_input_openings_item import CalcMasonryVeneerInputOpeningsItem
        wall_height_ft = self.wall_height_ft

        wall_length_ft = self.wall_length_ft

        high_seismic_or_wind = self.high_seismic_or_wind

        mortar_bed_in = self.mortar_bed_in

        openings: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.openings, Unset):
            openings = []
            for openings_item_data in self.openings:
                openings_item = openings_item_data.to_dict()
                openings.append(openings_item)



        tie_horizontal_spacing_in = self.tie_horizontal_spacing_in

        tie_vertical_spacing_in = self.tie_vertical_spacing_in

        waste_pct = self.waste_pct


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "wall_height_ft": wall_height_ft,
            "wall_length_ft": wall_length_ft,
        })
        if high_seismic_or_wind is not UNSET:
            field_dict["high_seismic_or_wind"] = high_seismic_or_wind
        if mortar_bed_in is not UNSET:
            field_dict["mortar_bed_in"] = mortar_bed_in
        if openings is not UNSET:
            field_dict["openings"] = openings
        if tie_horizontal_spacing_in is not UNSET:
            field_dict["tie_horizontal_spacing_in"] = tie_horizontal_spacing_in
        if tie_vertical_spacing_in is not UNSET:
            field_dict["tie_vertical_spacing_in"] = tie_vertical_spacing_in
        if waste_pct is not UNSET:
            field_dict["waste_pct"] = waste_pct

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.calc_masonry_veneer_input_openings_item import CalcMasonryVeneerInputOpeningsItem
        d = dict(src_dict)
        wall_height_ft = d.pop("wall_height_ft")

        wall_length_ft = d.pop("wall_length_ft")

        high_seismic_or_wind = d.pop("high_seismic_or_wind", UNSET)

        mortar_bed_in = d.pop("mortar_bed_in", UNSET)

        _openings = d.pop("openings", UNSET)
        openings: list[CalcMasonryVeneerInputOpeningsItem] | Unset = UNSET
        if _openings is not UNSET:
            openings = []
            for openings_item_data in _openings:
                openings_item = CalcMasonryVeneerInputOpeningsItem.from_dict(openings_item_data)



                openings.append(openings_item)


        tie_horizontal_spacing_in = d.pop("tie_horizontal_spacing_in", UNSET)

        tie_vertical_spacing_in = d.pop("tie_vertical_spacing_in", UNSET)

        waste_pct = d.pop("waste_pct", UNSET)

        calc_masonry_veneer_input = cls(
            wall_height_ft=wall_height_ft,
            wall_length_ft=wall_length_ft,
            high_seismic_or_wind=high_seismic_or_wind,
            mortar_bed_in=mortar_bed_in,
            openings=openings,
            tie_horizontal_spacing_in=tie_horizontal_spacing_in,
            tie_vertical_spacing_in=tie_vertical_spacing_in,
            waste_pct=waste_pct,
        )

        return calc_masonry_veneer_input

