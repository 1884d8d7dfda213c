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
            source (str):
            status (str):
            error (str | Unset):
            period (str | Unset):
     """

    source: str
    status: str
    error: str | Unset = UNSET
    period: str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        source = self.source

        status = self.status

        error = self.error

        period = self.period


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "source": source,
            "status": status,
        })
        if error is not UNSET:
            field_dict["error"] = error
        if period is not UNSET:
            field_dict["period"] = period

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        source = d.pop("source")

        status = d.pop("status")

        error = d.pop("error", UNSET)

        period = d.pop("period", UNSET)

        health_refresh_last_sources_item = cls(
            source=source,
            status=status,
            error=error,
            period=period,
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
