from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset






T = TypeVar("T", bound="CalcMiscPaversInput")



@_attrs_define
class CalcMiscPaversInput:
    """ 
        Attributes:
            area_sqft (float): Paved area, ft².
            paver_length_in (float): Paver length, inches.
            paver_width_in (float): Paver width, inches.
            base_depth_in (float | Unset): Compacted aggregate base, inches: at least 4 in under patios and walks (ICPI);
                vehicular areas need more. Default: 4.0.
            bedding_sand_in (float | Unset): Screeded bedding sand, inches (ICPI: 1 in). Default: 1.0.
            paver_thickness_in (float | Unset): Paver thickness, inches (ICPI: 2 3/8 in units for pedestrian areas and
                driveways). Default: 2.375.
            waste_pct (float | Unset): Allowance for cuts and breakage, percent. Default: 0.0.
     """

    area_sqft: float
    paver_length_in: float
    paver_width_in: float
    base_depth_in: float | Unset = 4.0
    bedding_sand_in: float | Unset = 1.0
    paver_thickness_in: float | Unset = 2.375
    waste_pct: float | Unset = 0.0





    def to_dict(self) -> dict[str, Any]:
        area_sqft = self.area_sqft

        paver_length_in = self.paver_length_in

        paver_width_in = self.paver_width_in

        base_depth_in = self.base_depth_in

        bedding_sand_in = self.bedding_sand_in

        paver_thickness_in = self.paver_thickness_in

        waste_pct = self.waste_pct


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "area_sqft": area_sqft,
            "paver_length_in": paver_length_in,
            "paver_width_in": paver_width_in,
        })
        if base_depth_in is not UNSET:
            field_dict["base_depth_in"] = base_depth_in
        if bedding_sand_in is not UNSET:
            field_dict["bedding_sand_in"] = bedding_sand_in
        if paver_thickness_in is not UNSET:
            field_dict["paver_thickness_in"] = paver_thickness_in
        if waste_pct is not UNSET:
            field_dict["waste_pct"] = waste_pct

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        area_sqft = d.pop("area_sqft")

        paver_length_in = d.pop("paver_length_in")

        paver_width_in = d.pop("paver_width_in")

        base_depth_in = d.pop("base_depth_in", UNSET)

        bedding_sand_in = d.pop("bedding_sand_in", UNSET)

        paver_thickness_in = d.pop("paver_thickness_in", UNSET)

        waste_pct = d.pop("waste_pct", UNSET)

        calc_misc_pavers_input = cls(
            area_sqft=area_sqft,
            paver_length_in=paver_length_in,
            paver_width_in=paver_width_in,
            base_depth_in=base_depth_in,
            bedding_sand_in=bedding_sand_in,
            paver_thickness_in=paver_thickness_in,
            waste_pct=waste_pct,
        )

        return calc_misc_pavers_input

