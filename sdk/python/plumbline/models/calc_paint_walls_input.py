from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset






T = TypeVar("T", bound="CalcPaintWallsInput")



@_attrs_define
class CalcPaintWallsInput:
    """ 
        Attributes:
            wall_height_ft (float): Wall height, feet.
            wall_length_ft (float): Total running length of the walls to paint, feet.
            coats (int | Unset): Coats of paint. Default: 2.
            coverage_sqft_per_gal (float | Unset): Spreading rate of the paint, square feet per gallon per coat. Default
                300: the low end of the 300-400 ft²/gal practical coverage on the PROMASTER Eggshell Interior Wall and Trim
                Enamel (1473) data sheet; use your product's figure. Default: 300.0.
            door_area_sqft (float | Unset): Area deducted per door, square feet. Default 20 (a standard door, the usual
                estimating deduction). Default: 20.0.
            door_count (int | Unset): Doors, deducted from the wall area. Default: 0.
            window_area_sqft (float | Unset): Area deducted per window, square feet. Default 15 (an average window, the
                usual estimating deduction). Default: 15.0.
            window_count (int | Unset): Windows, deducted from the wall area. Default: 0.
     """

    wall_height_ft: float
    wall_length_ft: float
    coats: int | Unset = 2
    coverage_sqft_per_gal: float | Unset = 300.0
    door_area_sqft: float | Unset = 20.0
    door_count: int | Unset = 0
    window_area_sqft: float | Unset = 15.0
    window_count: int | Unset = 0





    def to_dict(self) -> dict[str, Any]:
        wall_height_ft = self.wall_height_ft

        wall_length_ft = self.wall_length_ft

        coats = self.coats

        coverage_sqft_per_gal = self.coverage_sqft_per_gal

        door_area_sqft = self.door_area_sqft

        door_count = self.door_count

        window_area_sqft = self.window_area_sqft

        window_count = self.window_count


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "wall_height_ft": wall_height_ft,
            "wall_length_ft": wall_length_ft,
        })
        if coats is not UNSET:
            field_dict["coats"] = coats
        if coverage_sqft_per_gal is not UNSET:
            field_dict["coverage_sqft_per_gal"] = coverage_sqft_per_gal
        if door_area_sqft is not UNSET:
            field_dict["door_area_sqft"] = door_area_sqft
        if door_count is not UNSET:
            field_dict["door_count"] = door_count
        if window_area_sqft is not UNSET:
            field_dict["window_area_sqft"] = window_area_sqft
        if window_count is not UNSET:
            field_dict["window_count"] = window_count

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        wall_height_ft = d.pop("wall_height_ft")

        wall_length_ft = d.pop("wall_length_ft")

        coats = d.pop("coats", UNSET)

        coverage_sqft_per_gal = d.pop("coverage_sqft_per_gal", UNSET)

        door_area_sqft = d.pop("door_area_sqft", UNSET)

        door_count = d.pop("door_count", UNSET)

        window_area_sqft = d.pop("window_area_sqft", UNSET)

        window_count = d.pop("window_count", UNSET)

        calc_paint_walls_input = cls(
            wall_height_ft=wall_height_ft,
            wall_length_ft=wall_length_ft,
            coats=coats,
            coverage_sqft_per_gal=coverage_sqft_per_gal,
            door_area_sqft=door_area_sqft,
            door_count=door_count,
            window_area_sqft=window_area_sqft,
            window_count=window_count,
        )

        return calc_paint_walls_input

