from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.key_request_scopes_item import KeyRequestScopesItem
from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="KeyRequest")



@_attrs_define
class KeyRequest:
    """ 
        Attributes:
            livemode (bool | Unset): false: a test key (svc_test_…): same answers, never counted or billed, its own rate
                limit. Default: True.
            monthly_call_limit (int | None | Unset): The key's own monthly call limit, at most the account's month (a Free
                plan's quota; a paid plan's quota plus its spend cap, when set); null: none. A live key only (a test key's calls
                are never counted).
            rate_per_minute (int | None | Unset): The key's own rate in requests per minute, at most the account's; the
                burst scales as the account's does. null: none.
            scopes (list[KeyRequestScopesItem] | Unset): What the new key may reach (mcp: every scope); at most the creating
                key's. Default: the creating key's scopes.
     """

    livemode: bool | Unset = True
    monthly_call_limit: int | None | Unset = UNSET
    rate_per_minute: int | None | Unset = UNSET
    scopes: list[KeyRequestScopesItem] | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        livemode = self.livemode

        monthly_call_limit: int | None | Unset
        if isinstance(self.monthly_call_limit, Unset):
            monthly_call_limit = UNSET
        else:
            monthly_call_limit = self.monthly_call_limit

        rate_per_minute: int | None | Unset
        if isinstance(self.rate_per_minute, Unset):
            rate_per_minute = UNSET
        else:
            rate_per_minute = self.rate_per_minute

        scopes: list[str] | Unset = UNSET
        if not isinstance(self.scopes, Unset):
            scopes = []
            for scopes_item_data in self.scopes:
                scopes_item = scopes_item_data.value
                scopes.append(scopes_item)




        field_dict: dict[str, Any] = {}

        field_dict.update({
        })
        if livemode is not UNSET:
            field_dict["livemode"] = livemode
        if monthly_call_limit is not UNSET:
            field_dict["monthly_call_limit"] = monthly_call_limit
        if rate_per_minute is not UNSET:
            field_dict["rate_per_minute"] = rate_per_minute
        if scopes is not UNSET:
            field_dict["scopes"] = scopes

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        livemode = d.pop("livemode", UNSET)

        def _parse_monthly_call_limit(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        monthly_call_limit = _parse_monthly_call_limit(d.pop("monthly_call_limit", UNSET))


        def _parse_rate_per_minute(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        rate_per_minute = _parse_rate_per_minute(d.pop("rate_per_minute", UNSET))


        _scopes = d.pop("scopes", UNSET)
        scopes: list[KeyRequestScopesItem] | Unset = UNSET
        if _scopes is not UNSET:
            scopes = []
            for scopes_item_data in _scopes:
                scopes_item = KeyRequestScopesItem(scopes_item_data)



                scopes.append(scopes_item)


        key_request = cls(
            livemode=livemode,
            monthly_call_limit=monthly_call_limit,
            rate_per_minute=rate_per_minute,
            scopes=scopes,
        )

        return key_request

