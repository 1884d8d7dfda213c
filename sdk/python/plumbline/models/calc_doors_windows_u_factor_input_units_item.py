from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="CalcDoorsWindowsUFactorInputUnitsItem")



@_attrs_define
class CalcDoorsWindowsUFactorInputUnitsItem:
    """ 
        Attributes:
            area_sqft (float): Area of the unit (window or glazed door), square feet; it weights the average.
            u_factor (float): NFRC-rated U-factor of the unit, Btu/(h·ft²·°F).
     """

    area_sqft: float
    u_factor: float





    def to_dict(self) -> dict[str, Any]:
        area_sqft = self.area_sqft

        u_factor = self.u_factor


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "area_sqft": area_sqft,
            "u_factor": u_factor,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        area_sqft = d.pop("area_sqft")

        u_factor = d.pop("u_factor")

        calc_doors_windows_u_factor_input_units_item = cls(
            area_sqft=area_sqft,
            u_factor=u_factor,
        )

        return calc_doors_windows_u_factor_input_units_item

