from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="CalcLumberHeaderOutputOptionsItem")



@_attrs_define
class CalcLumberHeaderOutputOptionsItem:
    """ 
        Attributes:
            allowable_span_ft (float): Tabulated span times the bracing factor, feet.
            header_size (str): Plies and member, e.g. 2-2x8.
            jack_studs_per_end (int): Jack studs required at each end (NJ).
     """

    allowable_span_ft: float
    header_size: str
    jack_studs_per_end: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        allowable_span_ft = self.allowable_span_ft

        header_size = self.header_size

        jack_studs_per_end = self.jack_studs_per_end


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "allowable_span_ft": allowable_span_ft,
            "header_size": header_size,
            "jack_studs_per_end": jack_studs_per_end,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        allowable_span_ft = d.pop("allowable_span_ft")

        header_size = d.pop("header_size")

        jack_studs_per_end = d.pop("jack_studs_per_end")

        calc_lumber_header_output_options_item = cls(
            allowable_span_ft=allowable_span_ft,
            header_size=header_size,
            jack_studs_per_end=jack_studs_per_end,
        )


        calc_lumber_header_output_options_item.additional_properties = d
        return calc_lumber_header_output_options_item

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
