from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="CalcFlooringCarpetInput")



@_attrs_define
class CalcFlooringCarpetInput:
    """ 
        Attributes:
            length_ft (float): Room dimension the carpet runs along (the roll's length and pile direction), ft.
            width_ft (float): Room dimension across the roll, ft.
     """

    length_ft: float
    width_ft: float





    def to_dict(self) -> dict[str, Any]:
        length_ft = self.length_ft

        width_ft = self.width_ft


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "length_ft": length_ft,
            "width_ft": width_ft,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        length_ft = d.pop("length_ft")

        width_ft = d.pop("width_ft")

        calc_flooring_carpet_input = cls(
            length_ft=length_ft,
            width_ft=width_ft,
        )

        return calc_flooring_carpet_input

