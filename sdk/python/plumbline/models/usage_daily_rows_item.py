from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset






T = TypeVar("T", bound="UsageDailyRowsItem")



@_attrs_define
class UsageDailyRowsItem:
    """ 
        Attributes:
            calls (int):
            date (str):
            key_id (str | Unset):
            key_prefix (str | Unset):
            operation (str | Unset):
     """

    calls: int
    date: str
    key_id: str | Unset = UNSET
    key_prefix: str | Unset = UNSET
    operation: str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        calls = self.calls

        date = self.date

        key_id = self.key_id

        key_prefix = self.key_prefix

        operation = self.operation


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "calls": calls,
            "date": date,
        })
        if key_id is not UNSET:
            field_dict["key_id"] = key_id
        if key_prefix is not UNSET:
            field_dict["key_prefix"] = key_prefix
        if operation is not UNSET:
            field_dict["operation"] = operation

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        calls = d.pop("calls")

        date = d.pop("date")

        key_id = d.pop("key_id", UNSET)

        key_prefix = d.pop("key_prefix", UNSET)

        operation = d.pop("operation", UNSET)

        usage_daily_rows_item = cls(
            calls=calls,
            date=date,
            key_id=key_id,
            key_prefix=key_prefix,
            operation=operation,
        )


        usage_daily_rows_item.additional_properties = d
        return usage_daily_rows_item

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
