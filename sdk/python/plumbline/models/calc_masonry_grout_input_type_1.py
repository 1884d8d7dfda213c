from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.calc_masonry_grout_input_type_1_block_width_in import CalcMasonryGroutInputType1BlockWidthIn
from ..types import UNSET, Unset






T = TypeVar("T", bound="CalcMasonryGroutInputType1")



@_attrs_define
class CalcMasonryGroutInputType1:
    """ 
        Attributes:
            block_width_in (CalcMasonryGroutInputType1BlockWidthIn | Unset):
     """

    block_width_in: CalcMasonryGroutInputType1BlockWidthIn | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        block_width_in: str | Unset = UNSET
        if not isinstance(self.block_width_in, Unset):
            block_width_in = self.block_width_in.value



        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
        })
        if block_width_in is not UNSET:
            field_dict["block_width_in"] = block_width_in

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        _block_width_in = d.pop("block_width_in", UNSET)
        block_width_in: CalcMasonryGroutInputType1BlockWidthIn | Unset
        if isinstance(_block_width_in,  Unset):
            block_width_in = UNSET
        else:
            block_width_in = CalcMasonryGroutInputType1BlockWidthIn(_block_width_in)




        calc_masonry_grout_input_type_1 = cls(
            block_width_in=block_width_in,
        )


        calc_masonry_grout_input_type_1.additional_properties = d
        return calc_masonry_grout_input_type_1

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> Any:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: Any) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
