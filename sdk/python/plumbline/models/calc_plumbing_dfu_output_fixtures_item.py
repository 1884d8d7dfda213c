from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="CalcPlumbingDfuOutputFixturesItem")



@_attrs_define
class CalcPlumbingDfuOutputFixturesItem:
    """ 
        Attributes:
            count (int): Number of fixtures or groups.
            dfu (float): count x dfu_each.
            dfu_each (float): Drainage fixture units per fixture, IPC Table 709.1.
            fixture (str): Fixture or group (IPC Table 709.1 row).
     """

    count: int
    dfu: float
    dfu_each: float
    fixture: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        count = self.count

        dfu = self.dfu

        dfu_each = self.dfu_each

        fixture = self.fixture


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "count": count,
            "dfu": dfu,
            "dfu_each": dfu_each,
            "fixture": fixture,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        count = d.pop("count")

        dfu = d.pop("dfu")

        dfu_each = d.pop("dfu_each")

        fixture = d.pop("fixture")

        calc_plumbing_dfu_output_fixtures_item = cls(
            count=count,
            dfu=dfu,
            dfu_each=dfu_each,
            fixture=fixture,
        )


        calc_plumbing_dfu_output_fixtures_item.additional_properties = d
        return calc_plumbing_dfu_output_fixtures_item

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
