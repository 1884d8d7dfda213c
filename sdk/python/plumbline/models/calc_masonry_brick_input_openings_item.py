from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset






T = TypeVar("T", bound="CalcMasonryBrickInputOpeningsItem")



@_attrs_define
class CalcMasonryBrickInputOpeningsItem:
    """ 
        Attributes:
            height_ft (float): Opening height, feet.
            width_ft (float): Opening width, feet.
            count (int | Unset): Number of openings of this size. Default: 1.
     """

    height_ft: float
    width_ft: float
    count: int | Unset = 1





    def to_dict(self) -> dict[str, Any]:
        height_ft = self.height_ft

        width_ft = self.width_ft

        count = self.count


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "height_ft": height_ft,
            "width_ft": width_ft,
        })
        if count is not UNSET:
            field_dict["count"] = count

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        height_ft = d.pop("height_ft")

        width_ft = d.pop("width_ft")

        count = d.pop("count", UNSET)

        calc_masonry_brick_input_openings_item = cls(
            height_ft=height_ft,
            width_ft=width_ft,
            count=count,
        )

        return calc_masonry_brick_input_openings_item

