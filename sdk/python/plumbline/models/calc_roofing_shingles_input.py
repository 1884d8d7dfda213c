from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.calc_roofing_shingles_input_shingle_type import CalcRoofingShinglesInputShingleType
from ..types import UNSET, Unset






T = TypeVar("T", bound="CalcRoofingShinglesInput")



@_attrs_define
class CalcRoofingShinglesInput:
    """ 
        Attributes:
            roof_area_sqft (float): Sloped roof area to shingle, ft² (roofing/squares roof_area_sqft).
            ridge_ft_per_bundle (float | Unset): Linear feet one hip-and-ridge bundle covers; default 25 ft (GAF Seal-A-
                Ridge: 45 pieces at 6 2/3 in exposure). Default: 25.0.
            ridge_length_ft (float | Unset): Hips plus ridges that take hip-and-ridge cap shingles, feet. Default: 0.0.
            shingle_type (CalcRoofingShinglesInputShingleType | Unset): three-tab and laminated: 3 bundles a square; heavy-
                laminated (thick premium laminates): 4 bundles a square. Default: CalcRoofingShinglesInputShingleType.LAMINATED.
            starter_ft_per_bundle (float | Unset): Linear feet one starter bundle covers; default 100 ft, the low end of the
                100–105 ft pre-cut starter bundles (engineerfix.com). Default: 100.0.
            starter_length_ft (float | Unset): Eaves plus rakes that take a starter strip, feet. Default: 0.0.
            waste_pct (float | Unset): Waste allowance on the field shingles, percent (10 is the common allowance). Default:
                10.0.
     """

    roof_area_sqft: float
    ridge_ft_per_bundle: float | Unset = 25.0
    ridge_length_ft: float | Unset = 0.0
    shingle_type: CalcRoofingShinglesInputShingleType | Unset = CalcRoofingShinglesInputShingleType.LAMINATED
    starter_ft_per_bundle: float | Unset = 100.0
    starter_length_ft: float | Unset = 0.0
    waste_pct: float | Unset = 10.0





    def to_dict(self) -> dict[str, Any]:
        roof_area_sqft = self.roof_area_sqft

        ridge_ft_per_bundle = self.ridge_ft_per_bundle

        ridge_length_ft = self.ridge_length_ft

        shingle_type: str | Unset = UNSET
        if not isinstance(self.shingle_type, Unset):
            shingle_type = self.shingle_type.value


        starter_ft_per_bundle = self.starter_ft_per_bundle

        starter_length_ft = self.starter_length_ft

        waste_pct = self.waste_pct


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "roof_area_sqft": roof_area_sqft,
        })
        if ridge_ft_per_bundle is not UNSET:
            field_dict["ridge_ft_per_bundle"] = ridge_ft_per_bundle
        if ridge_length_ft is not UNSET:
            field_dict["ridge_length_ft"] = ridge_length_ft
        if shingle_type is not UNSET:
            field_dict["shingle_type"] = shingle_type
        if starter_ft_per_bundle is not UNSET:
            field_dict["starter_ft_per_bundle"] = starter_ft_per_bundle
        if starter_length_ft is not UNSET:
            field_dict["starter_length_ft"] = starter_length_ft
        if waste_pct is not UNSET:
            field_dict["waste_pct"] = waste_pct

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        roof_area_sqft = d.pop("roof_area_sqft")

        ridge_ft_per_bundle = d.pop("ridge_ft_per_bundle", UNSET)

        ridge_length_ft = d.pop("ridge_length_ft", UNSET)

        _shingle_type = d.pop("shingle_type", UNSET)
        shingle_type: CalcRoofingShinglesInputShingleType | Unset
        if isinstance(_shingle_type,  Unset):
            shingle_type = UNSET
        else:
            shingle_type = CalcRoofingShinglesInputShingleType(_shingle_type)




        starter_ft_per_bundle = d.pop("starter_ft_per_bundle", UNSET)

        starter_length_ft = d.pop("starter_length_ft", UNSET)

        waste_pct = d.pop("waste_pct", UNSET)

        calc_roofing_shingles_input = cls(
            roof_area_sqft=roof_area_sqft,
            ridge_ft_per_bundle=ridge_ft_per_bundle,
            ridge_length_ft=ridge_length_ft,
            shingle_type=shingle_type,
            starter_ft_per_bundle=starter_ft_per_bundle,
            starter_length_ft=starter_length_ft,
            waste_pct=waste_pct,
        )

        return calc_roofing_shingles_input

