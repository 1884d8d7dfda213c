from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset






T = TypeVar("T", bound="LimitsRequestSpendCapType0")



@_attrs_define
class LimitsRequestSpendCapType0:
    """ 
        Attributes:
            calls (int | Unset): Calls past the monthly quota allowed.
            usd (float | Unset): Overage dollars allowed (whole calls at the plan's overage price).
     """

    calls: int | Unset = UNSET
    usd: float | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        calls = self.calls

        usd = self.usd


        field_dict: dict[str, Any] = {}

        field_dict.update({
        })
        if calls is not UNSET:
            field_dict["calls"] = calls
        if usd is not UNSET:
            field_dict["usd"] = usd

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        calls = d.pop("calls", UNSET)

        usd = d.pop("usd", UNSET)

        limits_request_spend_cap_type_0 = cls(
            calls=calls,
            usd=usd,
        )

        return limits_request_spend_cap_type_0

