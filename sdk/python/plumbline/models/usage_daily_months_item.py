from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="UsageDailyMonthsItem")



@_attrs_define
class UsageDailyMonthsItem:
    """ 
        Attributes:
            attributed (int):
            month (str):
            requests_used (int):
            unattributed (int):
     """

    attributed: int
    month: str
    requests_used: int
    unattributed: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        attributed = self.attributed

        month = self.month

        requests_used = self.requests_used

        unattributed = self.unattributed


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "attributed": attributed,
            "month": month,
            "requests_used": requests_used,
            "unattributed": unattributed,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        attributed = d.pop("attributed")

        month = d.pop("month")

        requests_used = d.pop("requests_used")

        unattributed = d.pop("unattributed")

        usage_daily_months_item = cls(
            attributed=attributed,
            month=month,
            requests_used=requests_used,
            unattributed=unattributed,
        )


        usage_daily_months_item.additional_properties = d
        return usage_daily_months_item

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
