from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset






T = TypeVar("T", bound="CalcConcreteColumnInput")



@_attrs_define
class CalcConcreteColumnInput:
    """ 
        Attributes:
            diameter_in (float): Inside diameter of the round form (tube), inches.
            height_ft (float): Height (depth) of concrete in each pier or column, feet.
            count (int | Unset): Number of identical piers or columns. Default: 1.
            waste_factor (float | Unset): Fraction added for waste; 0.10 means 10 percent. Default: 0.1.
     """

    diameter_in: float
    height_ft: float
    count: int | Unset = 1
    waste_factor: float | Unset = 0.1





    def to_dict(self) -> dict[str, Any]:
        diameter_in = self.diameter_in

        height_ft = self.height_ft

        count = self.count

        waste_factor = self.waste_factor


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "diameter_in": diameter_in,
            "height_ft": height_ft,
        })
        if count is not UNSET:
            field_dict["count"] = count
        if waste_factor is not UNSET:
            field_dict["waste_factor"] = waste_factor

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        diameter_in = d.pop("diameter_in")

        height_ft = d.pop("height_ft")

        count = d.pop("count", UNSET)

        waste_factor = d.pop("waste_factor", UNSET)

        calc_concrete_column_input = cls(
            diameter_in=diameter_in,
            height_ft=height_ft,
            count=count,
            waste_factor=waste_factor,
        )

        return calc_concrete_column_input

