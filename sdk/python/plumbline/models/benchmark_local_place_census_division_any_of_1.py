from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="BenchmarkLocalPlaceCensusDivisionAnyOf1")



@_attrs_define
class BenchmarkLocalPlaceCensusDivisionAnyOf1:
    """ 
        Attributes:
            code (int): Census division code (the SOC public-use file's DIV).
            name (str):
            region (str):
     """

    code: int
    name: str
    region: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        code = self.code

        name = self.name

        region = self.region


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "code": code,
            "name": name,
            "region": region,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        code = d.pop("code")

        name = d.pop("name")

        region = d.pop("region")

        benchmark_local_place_census_division_any_of_1 = cls(
            code=code,
            name=name,
            region=region,
        )


        benchmark_local_place_census_division_any_of_1.additional_properties = d
        return benchmark_local_place_census_division_any_of_1

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
