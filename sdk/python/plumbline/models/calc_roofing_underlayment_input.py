from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.calc_roofing_underlayment_input_product import CalcRoofingUnderlaymentInputProduct
from ..types import UNSET, Unset






T = TypeVar("T", bound="CalcRoofingUnderlaymentInput")



@_attrs_define
class CalcRoofingUnderlaymentInput:
    """ 
        Attributes:
            pitch_rise_in (float): Roof pitch, rise in inches per 12 in of run; below 4 the underlayment is doubled, below 2
                asphalt shingles are not allowed.
            roof_area_sqft (float): Sloped roof area to cover, ft² (roofing/squares roof_area_sqft).
            eave_length_ft (float | Unset): Eave length, feet: a double-layer application starts with a half-width strip
                along it. Default: 0.0.
            product (CalcRoofingUnderlaymentInputProduct | Unset): Roll: felt-15 (36 in × 144 ft, 432 ft²), felt-30 (36 in ×
                72 ft, 216 ft²), synthetic-10sq (48 in × 250 ft, 1,000 ft²). Default:
                CalcRoofingUnderlaymentInputProduct.FELT_15.
     """

    pitch_rise_in: float
    roof_area_sqft: float
    eave_length_ft: float | Unset = 0.0
    product: CalcRoofingUnderlaymentInputProduct | Unset = CalcRoofingUnderlaymentInputProduct.FELT_15





    def to_dict(self) -> dict[str, Any]:
        pitch_rise_in = self.pitch_rise_in

        roof_area_sqft = self.roof_area_sqft

        eave_length_ft = self.eave_length_ft

        product: str | Unset = UNSET
        if not isinstance(self.product, Unset):
            product = self.product.value



        field_dict: dict[str, Any] = {}

        field_dict.update({
            "pitch_rise_in": pitch_rise_in,
            "roof_area_sqft": roof_area_sqft,
        })
        if eave_length_ft is not UNSET:
            field_dict["eave_length_ft"] = eave_length_ft
        if product is not UNSET:
            field_dict["product"] = product

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        pitch_rise_in = d.pop("pitch_rise_in")

        roof_area_sqft = d.pop("roof_area_sqft")

        eave_length_ft = d.pop("eave_length_ft", UNSET)

        _product = d.pop("product", UNSET)
        product: CalcRoofingUnderlaymentInputProduct | Unset
        if isinstance(_product,  Unset):
            product = UNSET
        else:
            product = CalcRoofingUnderlaymentInputProduct(_product)




        calc_roofing_underlayment_input = cls(
            pitch_rise_in=pitch_rise_in,
            roof_area_sqft=roof_area_sqft,
            eave_length_ft=eave_length_ft,
            product=product,
        )

        return calc_roofing_underlayment_input

