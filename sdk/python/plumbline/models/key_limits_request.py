from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="KeyLimitsRequest")



@_attrs_define
class KeyLimitsRequest:
    """ A key's own limits, each at most the account's: a whole number sets one, null removes it, an absent member is left
    as it is.

        Attributes:
            monthly_call_limit (int | None | Unset): The key's own monthly call limit, at most the account's month (a Free
                plan's quota; a paid plan's quota plus its spend cap, when set); null: none. A live key only (a test key's calls
                are never counted).
            rate_per_minute (int | None | Unset): The key's own rate in requests per minute, at most the account's; the
                burst scales as the account's does. null: none.
     """

    monthly_call_limit: int | None | Unset = UNSET
    rate_per_minute: int | None | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
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


        field_dict: dict[str, Any] = {}

        field_dict.update({
        })
        if monthly_call_limit is not UNSET:
            field_dict["monthly_call_limit"] = monthly_call_limit
        if rate_per_minute is not UNSET:
            field_dict["rate_per_minute"] = rate_per_minute

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
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


        key_limits_request = cls(
            monthly_call_limit=monthly_call_limit,
            rate_per_minute=rate_per_minute,
        )

        return key_limits_request

