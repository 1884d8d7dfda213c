from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.calc_electrical_conduit_fill_input_conductors_item_size import CalcElectricalConduitFillInputConductorsItemSize






T = TypeVar("T", bound="CalcElectricalConduitFillInputConductorsItem")



@_attrs_define
class CalcElectricalConduitFillInputConductorsItem:
    """ 
        Attributes:
            count (int): Number of conductors of this size, equipment grounding conductors included (Chapter 9 Note 3).
            size (CalcElectricalConduitFillInputConductorsItemSize): Conductor size, AWG or kcmil (Type THHN / THWN /
                THWN-2, Chapter 9 Table 5).
     """

    count: int
    size: CalcElectricalConduitFillInputConductorsItemSize





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

        size = CalcElectricalConduitFillInputConductorsItemSize(d.pop("size"))




        calc_electrical_conduit_fill_input_conductors_item = cls(
            count=count,
            size=size,
        )

        return calc_electrical_conduit_fill_input_conductors_item

