from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="CalcPlumbingWsfuOutputFixturesItem")



@_attrs_define
class CalcPlumbingWsfuOutputFixturesItem:
    """ 
        Attributes:
            cold_wsfu (float): Cold-water supply fixture units of these fixtures.
            count (int): Number of fixtures.
            fixture (str): Fixture (IPC Table E103.3(2) row).
            hot_wsfu (float): Hot-water supply fixture units of these fixtures.
            total_wsfu (float): Total supply fixture units of these fixtures.
     """

    cold_wsfu: float
    count: int
    fixture: str
    hot_wsfu: float
    total_wsfu: float
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        cold_wsfu = self.cold_wsfu

        count = self.count

        fixture = self.fixture

        hot_wsfu = self.hot_wsfu

        total_wsfu = self.total_wsfu


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "cold_wsfu": cold_wsfu,
            "count": count,
            "fixture": fixture,
            "hot_wsfu": hot_wsfu,
            "total_wsfu": total_wsfu,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        cold_wsfu = d.pop("cold_wsfu")

        count = d.pop("count")

        fixture = d.pop("fixture")

        hot_wsfu = d.pop("hot_wsfu")

        total_wsfu = d.pop("total_wsfu")

        calc_plumbing_wsfu_output_fixtures_item = cls(
            cold_wsfu=cold_wsfu,
            count=count,
            fixture=fixture,
            hot_wsfu=hot_wsfu,
            total_wsfu=total_wsfu,
        )


        calc_plumbing_wsfu_output_fixtures_item.additional_properties = d
        return calc_plumbing_wsfu_output_fixtures_item

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
