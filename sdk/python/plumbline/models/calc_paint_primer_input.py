from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.calc_paint_primer_input_porosity import CalcPaintPrimerInputPorosity
from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="CalcPaintPrimerInput")



@_attrs_define
class CalcPaintPrimerInput:
    """ 
        Attributes:
            area_sqft (float): Area to prime, square feet.
            coats (int | Unset): Coats of primer. Default: 1.
            coverage_sqft_per_gal (Any | Unset): Your primer's spreading rate, square feet per gallon; 0 uses the KILZ
                Original figure for the porosity. Default: 0.
            porosity (CalcPaintPrimerInputPorosity | Unset): Substrate: sealed (previously painted, non-absorbent: 400
                ft²/gal) or porous (new drywall, bare wood, plaster, masonry: 300 ft²/gal), the ends of the KILZ Original
                300-400 ft²/gal range. Default: CalcPaintPrimerInputPorosity.POROUS.
     """

    area_sqft: float
    coats: int | Unset = 1
    coverage_sqft_per_gal: Any | Unset = 0
    porosity: CalcPaintPrimerInputPorosity | Unset = CalcPaintPrimerInputPorosity.POROUS





    def to_dict(self) -> dict[str, Any]:
        area_sqft = self.area_sqft

        coats = self.coats

        coverage_sqft_per_gal: Any | Unset
        if isinstance(self.coverage_sqft_per_gal, Unset):
            coverage_sqft_per_gal = UNSET
        else:
            coverage_sqft_per_gal = self.coverage_sqft_per_gal

        porosity: str | Unset = UNSET
        if not isinstance(self.porosity, Unset):
            porosity = self.porosity.value



        field_dict: dict[str, Any] = {}

        field_dict.update({
            "area_sqft": area_sqft,
        })
        if coats is not UNSET:
            field_dict["coats"] = coats
        if coverage_sqft_per_gal is not UNSET:
            field_dict["coverage_sqft_per_gal"] = coverage_sqft_per_gal
        if porosity is not UNSET:
            field_dict["porosity"] = porosity

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        area_sqft = d.pop("area_sqft")

        coats = d.pop("coats", UNSET)

        def _parse_coverage_sqft_per_gal(data: object) -> Any | Unset:
            if isinstance(data, Unset):
                return data
            return cast(Any | Unset, data)

        coverage_sqft_per_gal = _parse_coverage_sqft_per_gal(d.pop("coverage_sqft_per_gal", UNSET))


        _porosity = d.pop("porosity", UNSET)
        porosity: CalcPaintPrimerInputPorosity | Unset
        if isinstance(_porosity,  Unset):
            porosity = UNSET
        else:
            porosity = CalcPaintPrimerInputPorosity(_porosity)




        calc_paint_primer_input = cls(
            area_sqft=area_sqft,
            coats=coats,
            coverage_sqft_per_gal=coverage_sqft_per_gal,
            porosity=porosity,
        )

        return calc_paint_primer_input

