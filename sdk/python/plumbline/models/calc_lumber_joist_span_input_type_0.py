from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset






T = TypeVar("T", bound="CalcLumberJoistSpanInputType0")



@_attrs_define
class CalcLumberJoistSpanInputType0:
    """ 
        Attributes:
            dead_load_psf (Any | Unset):
     """

    dead_load_psf: Any | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        dead_load_psf = self.dead_load_psf


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
        })
        if dead_load_psf is not UNSET:
            field_dict["dead_load_psf"] = dead_load_psf

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        dead_load_psf = d.pop("dead_load_psf", UNSET)

        calc_lumber_joist_span_input_type_0 = cls(
            dead_load_psf=dead_load_psf,
        )


        calc_lumber_joist_span_input_type_0.additional_properties = d
        return calc_lumber_joist_span_input_type_0

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
