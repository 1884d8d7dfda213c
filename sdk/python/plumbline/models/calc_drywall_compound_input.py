from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.calc_drywall_compound_input_compound import CalcDrywallCompoundInputCompound
from ..types import UNSET, Unset






T = TypeVar("T", bound="CalcDrywallCompoundInput")



@_attrs_define
class CalcDrywallCompoundInput:
    """ 
        Attributes:
            area_sqft (float): Area of gypsum board to finish, square feet.
            compound (CalcDrywallCompoundInputCompound | Unset): Ready-mixed compound whose USG coverage applies: sheetrock-
                total (about 10 gal per 1,000 ft², USG J1508) or sheetrock-ultralightweight (about 9 gal, two 4.5 gal pails, per
                1,000 ft², USG FAQ). Default: CalcDrywallCompoundInputCompound.SHEETROCK_TOTAL.
            coverage_gal_per_1000_sqft (float | Unset): Coverage from your own product's data sheet, gallons per 1,000 ft²
                of board for the full three-coat treatment; 0 uses the USG figure of the chosen compound. Default: 0.0.
            pail_gal (float | Unset): Gallons per pail or carton bought. Default 4.5 (USG ready-mixed pail). Default: 4.5.
            waste_pct (float | Unset): Allowance added to the USG figure, percent. Default 0: USG's coverage is already a
                job estimate. Default: 0.0.
     """

    area_sqft: float
    compound: CalcDrywallCompoundInputCompound | Unset = CalcDrywallCompoundInputCompound.SHEETROCK_TOTAL
    coverage_gal_per_1000_sqft: float | Unset = 0.0
    pail_gal: float | Unset = 4.5
    waste_pct: float | Unset = 0.0





    def to_dict(self) -> dict[str, Any]:
        area_sqft = self.area_sqft

        compound: str | Unset = UNSET
        if not isinstance(self.compound, Unset):
            compound = self.compound.value


        coverage_gal_per_1000_sqft = self.coverage_gal_per_1000_sqft

        pail_gal = self.pail_gal

        waste_pct = self.waste_pct


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "area_sqft": area_sqft,
        })
        if compound is not UNSET:
            field_dict["compound"] = compound
        if coverage_gal_per_1000_sqft is not UNSET:
            field_dict["coverage_gal_per_1000_sqft"] = coverage_gal_per_1000_sqft
        if pail_gal is not UNSET:
            field_dict["pail_gal"] = pail_gal
        if waste_pct is not UNSET:
            field_dict["waste_pct"] = waste_pct

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        area_sqft = d.pop("area_sqft")

        _compound = d.pop("compound", UNSET)
        compound: CalcDrywallCompoundInputCompound | Unset
        if isinstance(_compound,  Unset):
            compound = UNSET
        else:
            compound = CalcDrywallCompoundInputCompound(_compound)




        coverage_gal_per_1000_sqft = d.pop("coverage_gal_per_1000_sqft", UNSET)

        pail_gal = d.pop("pail_gal", UNSET)

        waste_pct = d.pop("waste_pct", UNSET)

        calc_drywall_compound_input = cls(
            area_sqft=area_sqft,
            compound=compound,
            coverage_gal_per_1000_sqft=coverage_gal_per_1000_sqft,
            pail_gal=pail_gal,
            waste_pct=waste_pct,
        )

        return calc_drywall_compound_input

