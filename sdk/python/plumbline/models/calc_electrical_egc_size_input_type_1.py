from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.calc_electrical_egc_size_input_type_1_ungrounded_size import CalcElectricalEgcSizeInputType1UngroundedSize






T = TypeVar("T", bound="CalcElectricalEgcSizeInputType1")



@_attrs_define
class CalcElectricalEgcSizeInputType1:
    """ 
        Attributes:
            ungrounded_size (CalcElectricalEgcSizeInputType1UngroundedSize):
     """

    ungrounded_size: CalcElectricalEgcSizeInputType1UngroundedSize
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        ungrounded_size = self.ungrounded_size.value


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "ungrounded_size": ungrounded_size,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        ungrounded_size = CalcElectricalEgcSizeInputType1UngroundedSize(d.pop("ungrounded_size"))




        calc_electrical_egc_size_input_type_1 = cls(
            ungrounded_size=ungrounded_size,
        )


        calc_electrical_egc_size_input_type_1.additional_properties = d
        return calc_electrical_egc_size_input_type_1

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
