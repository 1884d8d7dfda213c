from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="DataRetention")



@_attrs_define
class DataRetention:
    """ How long versions stay answerable: at most keep_versions at a time (the live one included), each for at most
    keep_for_days after it was superseded (0: no age limit).

        Attributes:
            keep_for_days (int):
            keep_versions (int):
     """

    keep_for_days: int
    keep_versions: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        keep_for_days = self.keep_for_days

        keep_versions = self.keep_versions


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "keep_for_days": keep_for_days,
            "keep_versions": keep_versions,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        keep_for_days = d.pop("keep_for_days")

        keep_versions = d.pop("keep_versions")

        data_retention = cls(
            keep_for_days=keep_for_days,
            keep_versions=keep_versions,
        )


        data_retention.additional_properties = d
        return data_retention

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
