from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.account_limits_spend_cap_type_0 import AccountLimitsSpendCapType0





T = TypeVar("T", bound="AccountLimits")



@_attrs_define
class AccountLimits:
    """ 
        Attributes:
            burst (int):
            livemode (bool): false for a test key (svc_test_…): never counted, billed or sent to the payment processor.
            monthly_quota (int):
            overage_usd_per_call (float):
            rpm (int):
            spend_cap (AccountLimitsSpendCapType0 | None):
            tier_id (str):
     """

    burst: int
    livemode: bool
    monthly_quota: int
    overage_usd_per_call: float
    rpm: int
    spend_cap: AccountLimitsSpendCapType0 | None
    tier_id: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.account_limits_spend_cap_type_0 import AccountLimitsSpendCapType0
        burst = self.burst

        livemode = self.livemode

        monthly_quota = self.monthly_quota

        overage_usd_per_call = self.overage_usd_per_call

        rpm = self.rpm

        spend_cap: dict[str, Any] | None
        if isinstance(self.spend_cap, AccountLimitsSpendCapType0):
            spend_cap = self.spend_cap.to_dict()
        else:
            spend_cap = self.spend_cap

        tier_id = self.tier_id


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "burst": burst,
            "livemode": livemode,
            "monthly_quota": monthly_quota,
            "overage_usd_per_call": overage_usd_per_call,
            "rpm": rpm,
            "spend_cap": spend_cap,
            "tier_id": tier_id,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.account_limits_spend_cap_type_0 import AccountLimitsSpendCapType0
        d = dict(src_dict)
        burst = d.pop("burst")

        livemode = d.pop("livemode")

        monthly_quota = d.pop("monthly_quota")

        overage_usd_per_call = d.pop("overage_usd_per_call")

        rpm = d.pop("rpm")

        def _parse_spend_cap(data: object) -> AccountLimitsSpendCapType0 | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                spend_cap_type_0 = AccountLimitsSpendCapType0.from_dict(data)



                return spend_cap_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(AccountLimitsSpendCapType0 | None, data)

        spend_cap = _parse_spend_cap(d.pop("spend_cap"))


        tier_id = d.pop("tier_id")

        account_limits = cls(
            burst=burst,
            livemode=livemode,
            monthly_quota=monthly_quota,
            overage_usd_per_call=overage_usd_per_call,
            rpm=rpm,
            spend_cap=spend_cap,
            tier_id=tier_id,
        )


        account_limits.additional_properties = d
        return account_limits

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
