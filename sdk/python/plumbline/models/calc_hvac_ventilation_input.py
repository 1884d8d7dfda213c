from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="CalcHvacVentilationInput")



@_attrs_define
class CalcHvacVentilationInput:
    """ 
        Attributes:
            bedrooms (int): Number of bedrooms; counted as at least one.
            floor_area_sqft (float): Conditioned floor area of the dwelling unit, square feet.
     """

    bedrooms: int
    floor_area_sqft: float





    def to_dict(self) -> dict[str, Any]:
        bedrooms = self.bedrooms

        floor_area_sqft = self.floor_area_sqft


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "bedrooms": bedrooms,
            "floor_area_sqft": floor_area_sqft,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        bedrooms = d.pop("bedrooms")

        floor_area_sqft = d.pop("floor_area_sqft")

        calc_hvac_ventilation_input = cls(
            bedrooms=bedrooms,
            floor_area_sqft=floor_area_sqft,
        )

        return calc_hvac_ventilation_input

