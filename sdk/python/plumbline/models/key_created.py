from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.key_created_scopes_item import KeyCreatedScopesItem
from typing import cast






T = TypeVar("T", bound="KeyCreated")



@_attrs_define
class KeyCreated:
    """ 
        Attributes:
            api_key (str): svc_ + 32 characters (svc_test_ + 32 for a test key); shown once.
            id (str):
            key_prefix (str):
            livemode (bool): false for a test key (svc_test_…): never counted, billed or sent to the payment processor.
            message (str):
            monthly_call_limit (int | None): The key's own monthly call limit (null: none; the account's quota and spend cap
                hold).
            rate_per_minute (int | None): The key's own rate in requests per minute (null: the account's).
            scopes (list[KeyCreatedScopesItem]): The scopes the key may reach: the areas (calc, codes, costs, products,
                benchmarks) and account:read; account writes need all of them.
            tier (str):
     """

    api_key: str
    id: str
    key_prefix: str
    livemode: bool
    message: str
    monthly_call_limit: int | None
    rate_per_minute: int | None
    scopes: list[KeyCreatedScopesItem]
    tier: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        api_key = self.api_key

        id = self.id

        key_prefix = self.key_prefix

        livemode = self.livemode

        message = self.message

        monthly_call_limit: int | None
        monthly_call_limit = self.monthly_call_limit

        rate_per_minute: int | None
        rate_per_minute = self.rate_per_minute

        scopes = []
        for scopes_item_data in self.scopes:
            scopes_item = scopes_item_data.value
            scopes.append(scopes_item)



        tier = self.tier


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "api_key": api_key,
            "id": id,
            "key_prefix": key_prefix,
            "livemode": livemode,
            "message": message,
            "monthly_call_limit": monthly_call_limit,
            "rate_per_minute": rate_per_minute,
            "scopes": scopes,
            "tier": tier,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        api_key = d.pop("api_key")

        id = d.pop("id")

        key_prefix = d.pop("key_prefix")

        livemode = d.pop("livemode")

        message = d.pop("message")

        def _parse_monthly_call_limit(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        monthly_call_limit = _parse_monthly_call_limit(d.pop("monthly_call_limit"))


        def _parse_rate_per_minute(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        rate_per_minute = _parse_rate_per_minute(d.pop("rate_per_minute"))


        scopes = []
        _scopes = d.pop("scopes")
        for scopes_item_data in (_scopes):
            scopes_item = KeyCreatedScopesItem(scopes_item_data)



            scopes.append(scopes_item)


        tier = d.pop("tier")

        key_created = cls(
            api_key=api_key,
            id=id,
            key_prefix=key_prefix,
            livemode=livemode,
            message=message,
            monthly_call_limit=monthly_call_limit,
            rate_per_minute=rate_per_minute,
            scopes=scopes,
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
