from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.key_metadata_scopes_item import KeyMetadataScopesItem
from typing import cast
import datetime






T = TypeVar("T", bound="KeyMetadata")



@_attrs_define
class KeyMetadata:
    """ 
        Attributes:
            calls_this_month (int): The key's counted calls this month (UTC): as its monthly limit counts them when it has
                one, else from the usage detail.
            created_at (datetime.datetime):
            id (str):
            key_prefix (str):
            last_used_at (datetime.datetime | None):
            livemode (bool): false for a test key (svc_test_…): never counted, billed or sent to the payment processor.
            monthly_call_limit (int | None): The key's own monthly call limit (null: none; the account's quota and spend cap
                hold).
            rate_per_minute (int | None): The key's own rate in requests per minute (null: the account's).
            revoked_at (datetime.datetime | None):
            scopes (list[KeyMetadataScopesItem]): The scopes the key may reach: the areas (calc, codes, costs, products,
                benchmarks) and account:read; account writes need all of them.
            tier_id (str):
     """

    calls_this_month: int
    created_at: datetime.datetime
    id: str
    key_prefix: str
    last_used_at: datetime.datetime | None
    livemode: bool
    monthly_call_limit: int | None
    rate_per_minute: int | None
    revoked_at: datetime.datetime | None
    scopes: list[KeyMetadataScopesItem]
    tier_id: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        calls_this_month = self.calls_this_month

        created_at = self.created_at.isoformat()

        id = self.id

        key_prefix = self.key_prefix

        last_used_at: None | str
        if isinstance(self.last_used_at, datetime.datetime):
            last_used_at = self.last_used_at.isoformat()
        else:
            last_used_at = self.last_used_at

        livemode = self.livemode

        monthly_call_limit: int | None
        monthly_call_limit = self.monthly_call_limit

        rate_per_minute: int | None
        rate_per_minute = self.rate_per_minute

        revoked_at: None | str
        if isinstance(self.revoked_at, datetime.datetime):
            revoked_at = self.revoked_at.isoformat()
        else:
            revoked_at = self.revoked_at

        scopes = []
        for scopes_item_data in self.scopes:
            scopes_item = scopes_item_data.value
            scopes.append(scopes_item)



        tier_id = self.tier_id


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "calls_this_month": calls_this_month,
            "created_at": created_at,
            "id": id,
            "key_prefix": key_prefix,
            "last_used_at": last_used_at,
            "livemode": livemode,
            "monthly_call_limit": monthly_call_limit,
            "rate_per_minute": rate_per_minute,
            "revoked_at": revoked_at,
            "scopes": scopes,
            "tier_id": tier_id,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        calls_this_month = d.pop("calls_this_month")

        created_at = datetime.datetime.fromisoformat(d.pop("created_at"))




        id = d.pop("id")

        key_prefix = d.pop("key_prefix")

        def _parse_last_used_at(data: object) -> datetime.datetime | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                last_used_at_type_0 = datetime.datetime.fromisoformat(data)



                return last_used_at_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None, data)

        last_used_at = _parse_last_used_at(d.pop("last_used_at"))


        livemode = d.pop("livemode")

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


        def _parse_revoked_at(data: object) -> datetime.datetime | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                revoked_at_type_0 = datetime.datetime.fromisoformat(data)



                return revoked_at_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None, data)

        revoked_at = _parse_revoked_at(d.pop("revoked_at"))


        scopes = []
        _scopes = d.pop("scopes")
        for scopes_item_data in (_scopes):
            scopes_item = KeyMetadataScopesItem(scopes_item_data)



            scopes.append(scopes_item)


        tier_id = d.pop("tier_id")

        key_metadata = cls(
            calls_this_month=calls_this_month,
            created_at=created_at,
            id=id,
            key_prefix=key_prefix,
            last_used_at=last_used_at,
            livemode=livemode,
            monthly_call_limit=monthly_call_limit,
            rate_per_minute=rate_per_minute,
            revoked_at=revoked_at,
            scopes=scopes,
            tier_id=tier_id,
        )


        key_metadata.additional_properties = d
        return key_metadata

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
