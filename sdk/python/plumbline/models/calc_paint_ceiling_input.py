from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset






T = TypeVar("T", bound="CalcPaintCeilingInput")



@_attrs_define
class CalcPaintCeilingInput:
    """ 
        Attributes:
            ceiling_area_sqft (float): Ceiling area, square feet (length x width of each room).
            coats (int | Unset): Coats of paint. Default: 2.
            coverage_sqft_per_gal (float | Unset): Spreading rate, square feet per gallon per coat. Default 300: the low end
                of the 300-400 ft²/gal practical coverage of PROMASTER Eggshell Interior Wall and Trim Enamel (1473), a wall,
                ceiling and trim paint; use your product's figure. Default: 300.0.
     """

    ceiling_area_sqft: float
    coats: int | Unset = 2
    coverage_sqft_per_gal: float | Unset = 300.0





    def to_dict(self) -> dict[str, Any]:
        ceiling_area_sqft = self.ceiling_area_sqft

        coats = self.coats

        coverage_sqft_per_gal = self.coverage_sqft_per_gal


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "ceiling_area_sqft": ceiling_area_sqft,
        })
        if coats is not UNSET:
            field_dict["coats"] = coats
        if coverage_sqft_per_gal is not UNSET:
            field_dict["coverage_sqft_per_gal"] = coverage_sqft_per_gal

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        ceiling_area_sqft = d.pop("ceiling_area_sqft")

        coats = d.pop("coats", UNSET)

        coverage_sqft_per_gal = d.pop("coverage_sqft_per_gal", UNSET)

        calc_paint_ceiling_input = cls(
            ceiling_area_sqft=ceiling_area_sqft,
            coats=coats,
            coverage_sqft_per_gal=coverage_sqft_per_gal,
        )

        return calc_paint_ceiling_input

