from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.calc_flooring_hardwood_input_layout import CalcFlooringHardwoodInputLayout
from ..types import UNSET, Unset






T = TypeVar("T", bound="CalcFlooringHardwoodInput")



@_attrs_define
class CalcFlooringHardwoodInput:
    """ 
        Attributes:
            area_sqft (float): Floor area, ft².
            sqft_per_box (float): Coverage of one carton (carton label), ft².
            layout (CalcFlooringHardwoodInputLayout | Unset): Board layout; sets the installation wastage: straight 8%,
                diagonal 15% (the ends of manufacturers' 8-15% range, The Spruce), plus 5% for defective boards. Default:
                CalcFlooringHardwoodInputLayout.STRAIGHT.
     """

    area_sqft: float
    sqft_per_box: float
    layout: CalcFlooringHardwoodInputLayout | Unset = CalcFlooringHardwoodInputLayout.STRAIGHT





    def to_dict(self) -> dict[str, Any]:
        area_sqft = self.area_sqft

        sqft_per_box = self.sqft_per_box

        layout: str | Unset = UNSET
        if not isinstance(self.layout, Unset):
            layout = self.layout.value



        field_dict: dict[str, Any] = {}

        field_dict.update({
            "area_sqft": area_sqft,
            "sqft_per_box": sqft_per_box,
        })
        if layout is not UNSET:
            field_dict["layout"] = layout

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        area_sqft = d.pop("area_sqft")

        sqft_per_box = d.pop("sqft_per_box")

        _layout = d.pop("layout", UNSET)
        layout: CalcFlooringHardwoodInputLayout | Unset
        if isinstance(_layout,  Unset):
            layout = UNSET
        else:
            layout = CalcFlooringHardwoodInputLayout(_layout)




        calc_flooring_hardwood_input = cls(
            area_sqft=area_sqft,
            sqft_per_box=sqft_per_box,
            layout=layout,
        )

        return calc_flooring_hardwood_input

