from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset






T = TypeVar("T", bound="CalcConcreteYardsInput")



@_attrs_define
class CalcConcreteYardsInput:
    """ 
        Attributes:
            depth_in (float): Slab depth (thickness) in inches.
            length_ft (float): Slab length in feet.
            width_ft (float): Slab width in feet.
            waste_factor (float | Unset): Fraction added for waste; 0.10 means 10 percent. Default: 0.1.
     """

    depth_in: float
    length_ft: float
    width_ft: float
    waste_factor: float | Unset = 0.1





    def to_dict(self) -> dict[str, Any]:
        depth_in = self.depth_in

        length_ft = self.length_ft

        width_ft = self.width_ft

        waste_factor = self.waste_factor


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "depth_in": depth_in,
            "length_ft": length_ft,
            "width_ft": width_ft,
        })
        if waste_factor is not UNSET:
            field_dict["waste_factor"] = waste_factor

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        depth_in = d.pop("depth_in")

        length_ft = d.pop("length_ft")

        width_ft = d.pop("width_ft")

        waste_factor = d.pop("waste_factor", UNSET)

        calc_concrete_yards_input = cls(
            depth_in=depth_in,
            length_ft=length_ft,
            width_ft=width_ft,
            waste_factor=waste_factor,
        )

        return calc_concrete_yards_input

