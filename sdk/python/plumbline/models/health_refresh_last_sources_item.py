from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset






T = TypeVar("T", bound="HealthRefreshLastSourcesItem")



@_attrs_define
class HealthRefreshLastSourcesItem:
    """ 
        Attributes:
            error (str | Unset):
            period (str | Unset):
            source (str | Unset):
            status (str | Unset):
     """

    error: str | Unset = UNSET
    period: str | Unset = UNSET
    source: str | Unset = UNSET
    status: str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        error = self.error

        period = self.period

        source = self.source

        status = self.status


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
        })
        if error is not UNSET:
            field_dict["error"] = error
        if period is not UNSET:
            field_dict["period"] = period
        if source is not UNSET:
            field_dict["source"] = source
        if status is not UNSET:
            field_dict["status"] = status

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        error = d.pop("error", UNSET)

        period = d.pop("period", UNSET)

        source = d.pop("source", UNSET)

        status = d.pop("status", UNSET)

        health_refresh_last_sources_item = cls(
            error=error,
            period=period,
            source=source,
            status=status,
        )


        health_refresh_last_sources_item.additional_properties = d
        return health_refresh_last_sources_item

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
