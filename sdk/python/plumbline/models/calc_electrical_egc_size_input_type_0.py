from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.calc_electrical_egc_size_input_type_0_ungrounded_min_size import CalcElectricalEgcSizeInputType0UngroundedMinSize
from ..types import UNSET, Unset






T = TypeVar("T", bound="CalcElectricalEgcSizeInputType0")



@_attrs_define
class CalcElectricalEgcSizeInputType0:
    """ 
        Attributes:
            ungrounded_min_size (CalcElectricalEgcSizeInputType0UngroundedMinSize | Unset):
     """

    ungrounded_min_size: CalcElectricalEgcSizeInputType0UngroundedMinSize | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        ungrounded_min_size: str | Unset = UNSET
        if not isinstance(self.ungrounded_min_size, Unset):
            ungrounded_min_size = self.ungrounded_min_size.value



        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
        })
        if ungrounded_min_size is not UNSET:
            field_dict["ungrounded_min_size"] = ungrounded_min_size

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        _ungrounded_min_size = d.pop("ungrounded_min_size", UNSET)
        ungrounded_min_size: CalcElectricalEgcSizeInputType0UngroundedMinSize | Unset
        if isinstance(_ungrounded_min_size,  Unset):
            ungrounded_min_size = UNSET
        else:
            ungrounded_min_size = CalcElectricalEgcSizeInputType0UngroundedMinSize(_ungrounded_min_size)




        calc_electrical_egc_size_input_type_0 = cls(
            ungrounded_min_size=ungrounded_min_size,
        )


        calc_electrical_egc_size_input_type_0.additional_properties = d
        return calc_electrical_egc_size_input_type_0

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
