from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="CalcMiscFenceInputType4")



@_attrs_define
class CalcMiscFenceInputType4:
    """ 
        Attributes:
            hole_diameter_in (Any):
     """

    hole_diameter_in: Any
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        hole_diameter_in = self.hole_diameter_in


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "hole_diameter_in": hole_diameter_in,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        hole_diameter_in = d.pop("hole_diameter_in")

        calc_misc_fence_input_type_4 = cls(
            hole_diameter_in=hole_diameter_in,
        )


        calc_misc_fence_input_type_4.additional_properties = d
        return calc_misc_fence_input_type_4

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
