from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.calc_electrical_box_fill_input_conductors_item_size import CalcElectricalBoxFillInputConductorsItemSize






T = TypeVar("T", bound="CalcElectricalBoxFillInputConductorsItem")



@_attrs_define
class CalcElectricalBoxFillInputConductorsItem:
    """ 
        Attributes:
            count (int): Conductors of this size that enter the box and are spliced or terminated there, or pass through
                (each counts once; an unbroken loop of twice the 300.14 free length counts twice: give it as 2). Pigtails that
                do not leave the box and equipment grounding conductors are not counted here.
            size (CalcElectricalBoxFillInputConductorsItemSize): Conductor size, AWG.
     """

    count: int
    size: CalcElectricalBoxFillInputConductorsItemSize





    def to_dict(self) -> dict[str, Any]:
        count = self.count

        size = self.size.value


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "count": count,
            "size": size,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        count = d.pop("count")

        size = CalcElectricalBoxFillInputConductorsItemSize(d.pop("size"))




        calc_electrical_box_fill_input_conductors_item = cls(
            count=count,
            size=size,
        )

        return calc_electrical_box_fill_input_conductors_item

