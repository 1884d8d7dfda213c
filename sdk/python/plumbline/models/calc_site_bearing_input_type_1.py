from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset






T = TypeVar("T", bound="CalcSiteBearingInputType1")



@_attrs_define
class CalcSiteBearingInputType1:
    """ 
        Attributes:
            column_load_lb (Any):
            wall_load_plf (Any | Unset):
     """

    column_load_lb: Any
    wall_load_plf: Any | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        column_load_lb = self.column_load_lb

        wall_load_plf = self.wall_load_plf


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "column_load_lb": column_load_lb,
        })
        if wall_load_plf is not UNSET:
            field_dict["wall_load_plf"] = wall_load_plf

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        column_load_lb = d.pop("column_load_lb")

        wall_load_plf = d.pop("wall_load_plf", UNSET)

        calc_site_bearing_input_type_1 = cls(
            column_load_lb=column_load_lb,
            wall_load_plf=wall_load_plf,
        )


        calc_site_bearing_input_type_1.additional_properties = d
        return calc_site_bearing_input_type_1

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
