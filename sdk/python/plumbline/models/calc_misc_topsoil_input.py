from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="CalcMiscTopsoilInput")



@_attrs_define
class CalcMiscTopsoilInput:
    """ 
        Attributes:
            area_sqft (float): Area to cover, ft².
            depth_in (float): Depth of topsoil, inches.
     """

    area_sqft: float
    depth_in: float





    def to_dict(self) -> dict[str, Any]:
        area_sqft = self.area_sqft

        depth_in = self.depth_in


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "area_sqft": area_sqft,
            "depth_in": depth_in,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        area_sqft = d.pop("area_sqft")

        depth_in = d.pop("depth_in")

        calc_misc_topsoil_input = cls(
            area_sqft=area_sqft,
            depth_in=depth_in,
        )

        return calc_misc_topsoil_input

