from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.calc_misc_mulch_input_bag_size import CalcMiscMulchInputBagSize
from ..types import UNSET, Unset






T = TypeVar("T", bound="CalcMiscMulchInput")



@_attrs_define
class CalcMiscMulchInput:
    """ 
        Attributes:
            area_sqft (float): Bed area, ft².
            depth_in (float): Mulch depth, inches.
            bag_size (CalcMiscMulchInputBagSize | Unset): Bag volume: 2 ft³ (13.5 bags a yd³) or 3 ft³ (9 bags a yd³).
                Default: CalcMiscMulchInputBagSize.VALUE_0.
     """

    area_sqft: float
    depth_in: float
    bag_size: CalcMiscMulchInputBagSize | Unset = CalcMiscMulchInputBagSize.VALUE_0





    def to_dict(self) -> dict[str, Any]:
        area_sqft = self.area_sqft

        depth_in = self.depth_in

        bag_size: str | Unset = UNSET
        if not isinstance(self.bag_size, Unset):
            bag_size = self.bag_size.value



        field_dict: dict[str, Any] = {}

        field_dict.update({
            "area_sqft": area_sqft,
            "depth_in": depth_in,
        })
        if bag_size is not UNSET:
            field_dict["bag_size"] = bag_size

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        area_sqft = d.pop("area_sqft")

        depth_in = d.pop("depth_in")

        _bag_size = d.pop("bag_size", UNSET)
        bag_size: CalcMiscMulchInputBagSize | Unset
        if isinstance(_bag_size,  Unset):
            bag_size = UNSET
        else:
            bag_size = CalcMiscMulchInputBagSize(_bag_size)




        calc_misc_mulch_input = cls(
            area_sqft=area_sqft,
            depth_in=depth_in,
            bag_size=bag_size,
        )

        return calc_misc_mulch_input

