from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast
import datetime






T = TypeVar("T", bound="AccountLimitsSpendCapType0")



@_attrs_define
class AccountLimitsSpendCapType0:
    """ 
        Attributes:
            calls (int | None | Unset):
            max_monthly_calls (int | Unset):
            overage_calls (int | Unset):
            resets_at (datetime.datetime | Unset):
            usd (float | None | Unset):
     """

    calls: int | None | Unset = UNSET
    max_monthly_calls: int | Unset = UNSET
    overage_calls: int | Unset = UNSET
    resets_at: datetime.datetime | Unset = UNSET
    usd: float | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        calls: int | None | Unset
        if isinstance(self.calls, Unset):
            calls = UNSET
        else:
            calls = self.calls

        max_monthly_calls = self.max_monthly_calls

        overage_calls = self.overage_calls

        resets_at: str | Unset = UNSET
        if not isinstance(self.resets_at, Unset):
            resets_at = self.resets_at.isoformat()

        usd: float | None | Unset
        if isinstance(self.usd, Unset):
            usd = UNSET
        else:
            usd = self.usd


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
        })
        if calls is not UNSET:
            field_dict["calls"] = calls
        if max_monthly_calls is not UNSET:
            field_dict["max_monthly_calls"] = max_monthly_calls
        if overage_calls is not UNSET:
            field_dict["overage_calls"] = overage_calls
        if resets_at is not UNSET:
            field_dict["resets_at"] = resets_at
        if usd is not UNSET:
            field_dict["usd"] = usd

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        def _parse_calls(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        calls = _parse_calls(d.pop("calls", UNSET))


        max_monthly_calls = d.pop("max_monthly_calls", UNSET)

        overage_calls = d.pop("overage_calls", UNSET)

        _resets_at = d.pop("resets_at", UNSET)
        resets_at: datetime.datetime | Unset
        if isinstance(_resets_at,  Unset):
            resets_at = UNSET
        else:
            resets_at = datetime.datetime.fromisoformat(_resets_at)




        def _parse_usd(data: object) -> float | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(float | None | Unset, data)

        usd = _parse_usd(d.pop("usd", UNSET))


        account_limits_spend_cap_type_0 = cls(
            calls=calls,
            max_monthly_calls=max_monthly_calls,
            overage_calls=overage_calls,
            resets_at=resets_at,
            usd=usd,
        )


        account_limits_spend_cap_type_0.additional_properties = d
        return account_limits_spend_cap_type_0

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
