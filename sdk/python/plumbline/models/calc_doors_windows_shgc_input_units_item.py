from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="CalcDoorsWindowsShgcInputUnitsItem")



@_attrs_define
class CalcDoorsWindowsShgcInputUnitsItem:
    """ 
        Attributes:
            area_sqft (float): Area of the glazed unit, square feet; it weights the average.
            shgc (float): NFRC-rated solar heat gain coefficient of the unit.
     """

    area_sqft: float
    shgc: float





    def to_dict(self) -> dict[str, Any]:
        area_sqft = self.area_sqft

        shgc = self.shgc


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "area_sqft": area_sqft,
            "shgc": shgc,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        area_sqft = d.pop("area_sqft")

        shgc = d.pop("shgc")

        calc_doors_windows_shgc_input_units_item = cls(
            area_sqft=area_sqft,
            shgc=shgc,
        )

        return calc_doors_windows_shgc_input_units_item

