from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.calc_masonry_mortar_input_product import CalcMasonryMortarInputProduct
from ..models.calc_masonry_mortar_input_unit import CalcMasonryMortarInputUnit
from ..types import UNSET, Unset






T = TypeVar("T", bound="CalcMasonryMortarInput")



@_attrs_define
class CalcMasonryMortarInput:
    """ 
        Attributes:
            unit (CalcMasonryMortarInputUnit): What is laid: 8x8x16 in concrete block, or brick.
            unit_count (int): Number of blocks or bricks (masonry/block or masonry/brick gives it).
            product (CalcMasonryMortarInputProduct | Unset): Mortar bought: 80 lb pre-mixed bags (HatchCalc: 12 blocks or 20
                bricks a bag), 60 lb bags of mortar mix (Hunker: 11 blocks or 30 bricks a bag), or masonry cement and sand mixed
                on site (Ask the Builder: 2.5 bags and 600 lb sand per 100 blocks, 7 bags and 3,000 lb sand per 1,000 bricks).
                Default: CalcMasonryMortarInputProduct.PREMIX_80LB.
            waste_pct (float | Unset): Allowance for spilled and dropped mortar, percent (default 10: HatchCalc). Default:
                10.0.
     """

    unit: CalcMasonryMortarInputUnit
    unit_count: int
    product: CalcMasonryMortarInputProduct | Unset = CalcMasonryMortarInputProduct.PREMIX_80LB
    waste_pct: float | Unset = 10.0





    def to_dict(self) -> dict[str, Any]:
        unit = self.unit.value

        unit_count = self.unit_count

        product: str | Unset = UNSET
        if not isinstance(self.product, Unset):
            product = self.product.value


        waste_pct = self.waste_pct


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "unit": unit,
            "unit_count": unit_count,
        })
        if product is not UNSET:
            field_dict["product"] = product
        if waste_pct is not UNSET:
            field_dict["waste_pct"] = waste_pct

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        unit = CalcMasonryMortarInputUnit(d.pop("unit"))




        unit_count = d.pop("unit_count")

        _product = d.pop("product", UNSET)
        product: CalcMasonryMortarInputProduct | Unset
        if isinstance(_product,  Unset):
            product = UNSET
        else:
            product = CalcMasonryMortarInputProduct(_product)




        waste_pct = d.pop("waste_pct", UNSET)

        calc_masonry_mortar_input = cls(
            unit=unit,
            unit_count=unit_count,
            product=product,
            waste_pct=waste_pct,
        )

        return calc_masonry_mortar_input

