from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast
import datetime






T = TypeVar("T", bound="Usage")



@_attrs_define
class Usage:
    """ 
        Attributes:
            api_key_prefix (str):
            livemode (bool): false when the calling key is a test key: the figures are the account's, and a test key's calls
                are never among them.
            monthly_quota (int):
            period_end (datetime.datetime):
            period_start (datetime.datetime):
            requests_overage (int):
            requests_used (int):
            tier_id (str):
     """

    api_key_prefix: str
    livemode: bool
    monthly_quota: int
    period_end: datetime.datetime
    period_start: datetime.datetime
    requests_overage: int
    requests_used: int
    tier_id: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        api_key_prefix = self.api_key_prefix

        livemode = self.livemode

        monthly_quota = self.monthly_quota

        period_end = self.period_end.isoformat()

        period_start = self.period_start.isoformat()

        requests_overage = self.requests_overage

        requests_used = self.requests_used

        tier_id = self.tier_id


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "api_key_prefix": api_key_prefix,
            "livemode": livemode,
            "monthly_quota": monthly_quota,
            "period_end": period_end,
            "period_start": period_start,
            "requests_overage": requests_overage,
            "requests_used": requests_used,
            "tier_id": tier_id,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        api_key_prefix = d.pop("api_key_prefix")

        livemode = d.pop("livemode")

        monthly_quota = d.pop("monthly_quota")

        period_end = datetime.datetime.fromisoformat(d.pop("period_end"))




        period_start = datetime.datetime.fromisoformat(d.pop("period_start"))




        requests_overage = d.pop("requests_overage")

        requests_used = d.pop("requests_used")

        tier_id = d.pop("tier_id")

        usage = cls(
            api_key_prefix=api_key_prefix,
            livemode=livemode,
            monthly_quota=monthly_quota,
            period_end=period_end,
            period_start=period_start,
            requests_overage=requests_overage,
            requests_used=requests_used,
            tier_id=tier_id,
        )


        usage.additional_properties = d
        return usage

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
