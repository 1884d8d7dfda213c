from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.calc_lumber_stud_count_input_top_plate import CalcLumberStudCountInputTopPlate
from ..types import UNSET, Unset






T = TypeVar("T", bound="CalcLumberStudCountInput")



@_attrs_define
class CalcLumberStudCountInput:
    """ 
        Attributes:
            wall_length_ft (float): Length of the wall, feet.
            corners (int | Unset): Number of corners and wall intersections the wall has. Default: 0.
            openings (int | Unset): Number of door and window openings. Default: 0.
            plate_stock_length_ft (float | Unset): Length of the plate stock bought, feet. Default: 16.0.
            stud_spacing_in (float | Unset): Stud spacing on center, inches; IRC Table R602.3(5) allows at most 24 in (16 in
                is usual for bearing walls). Default: 16.0.
            studs_per_corner (int | Unset): Extra studs per corner beyond the layout: 1 for a three-stud corner
                (buildercalc.co practice), 2 for a four-stud corner. Default: 1.
            studs_per_opening_side (int | Unset): Extra studs at each side of an opening: a king and a jack stud (2); add
                jacks where IRC Table R602.7(1) asks for more (see lumber/header). Default: 2.
            top_plate (CalcLumberStudCountInputTopPlate | Unset): Top plate: double (IRC R602.3.2) or single where that
                section's exception applies. Default: CalcLumberStudCountInputTopPlate.DOUBLE.
            waste_pct (float | Unset): Waste added to the stud count, percent (10 to 15 percent is the usual framing
                allowance). Default: 10.0.
     """

    wall_length_ft: float
    corners: int | Unset = 0
    openings: int | Unset = 0
    plate_stock_length_ft: float | Unset = 16.0
    stud_spacing_in: float | Unset = 16.0
    studs_per_corner: int | Unset = 1
    studs_per_opening_side: int | Unset = 2
    top_plate: CalcLumberStudCountInputTopPlate | Unset = CalcLumberStudCountInputTopPlate.DOUBLE
    waste_pct: float | Unset = 10.0





    def to_dict(self) -> dict[str, Any]:
        wall_length_ft = self.wall_length_ft

        corners = self.corners

        openings = self.openings

        plate_stock_length_ft = self.plate_stock_length_ft

        stud_spacing_in = self.stud_spacing_in

        studs_per_corner = self.studs_per_corner

        studs_per_opening_side = self.studs_per_opening_side

        top_plate: str | Unset = UNSET
        if not isinstance(self.top_plate, Unset):
            top_plate = self.top_plate.value


        waste_pct = self.waste_pct


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "wall_length_ft": wall_length_ft,
        })
        if corners is not UNSET:
            field_dict["corners"] = corners
        if openings is not UNSET:
            field_dict["openings"] = openings
        if plate_stock_length_ft is not UNSET:
            field_dict["plate_stock_length_ft"] = plate_stock_length_ft
        if stud_spacing_in is not UNSET:
            field_dict["stud_spacing_in"] = stud_spacing_in
        if studs_per_corner is not UNSET:
            field_dict["studs_per_corner"] = studs_per_corner
        if studs_per_opening_side is not UNSET:
            field_dict["studs_per_opening_side"] = studs_per_opening_side
        if top_plate is not UNSET:
            field_dict["top_plate"] = top_plate
        if waste_pct is not UNSET:
            field_dict["waste_pct"] = waste_pct

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        wall_length_ft = d.pop("wall_length_ft")

        corners = d.pop("corners", UNSET)

        openings = d.pop("openings", UNSET)

        plate_stock_length_ft = d.pop("plate_stock_length_ft", UNSET)

        stud_spacing_in = d.pop("stud_spacing_in", UNSET)

        studs_per_corner = d.pop("studs_per_corner", UNSET)

        studs_per_opening_side = d.pop("studs_per_opening_side", UNSET)

        _top_plate = d.pop("top_plate", UNSET)
        top_plate: CalcLumberStudCountInputTopPlate | Unset
        if isinstance(_top_plate,  Unset):
            top_plate = UNSET
        else:
            top_plate = CalcLumberStudCountInputTopPlate(_top_plate)




        waste_pct = d.pop("waste_pct", UNSET)

        calc_lumber_stud_count_input = cls(
            wall_length_ft=wall_length_ft,
            corners=corners,
            openings=openings,
            plate_stock_length_ft=plate_stock_length_ft,
            stud_spacing_in=stud_spacing_in,
            studs_per_corner=studs_per_corner,
            studs_per_opening_side=studs_per_opening_side,
            top_plate=top_plate,
            waste_pct=waste_pct,
        )

        return calc_lumber_stud_count_input

