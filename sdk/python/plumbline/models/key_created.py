from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="KeyCreated")



@_attrs_define
class KeyCreated:
    """ 
        Attributes:
            api_key (str): svc_ + 32 characters; shown once.
            id (str):
            key_prefix (str):
            message (str):
            tier (str):
     """

    api_key: str
    id: str
    key_prefix: str
    message: str
    tier: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        api_key = self.api_key

        id = self.id

        key_prefix = self.key_prefix

        message = self.message

        tier = self.tier


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "api_key": api_key,
            "id": id,
            "key_prefix": key_prefix,
            "message": message,
            "tier": tier,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        api_key = d.pop("api_key")

        id = d.pop("id")

        key_prefix = d.pop("key_prefix")

        message = d.pop("message")

        tier = d.pop("tier")

        key_created = cls(
            api_key=api_key,
            id=id,
            key_prefix=key_prefix,
            message=message,
            tier=tier,
        )


        key_created.additional_properties = d
        return key_created

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
