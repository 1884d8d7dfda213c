from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="LaborEstimatePairedTradesItem")



@_attrs_define
class LaborEstimatePairedTradesItem:
    """ 
        Attributes:
            hourly_median (float | None):
            soc (str):
            trade (str):
            confidence (str | Unset):
     """

    hourly_median: float | None
    soc: str
    trade: str
    confidence: str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        hourly_median: float | None
        hourly_median = self.hourly_median

        soc = self.soc

        trade = self.trade

        confidence = self.confidence


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "hourly_median": hourly_median,
            "soc": soc,
            "trade": trade,
        })
        if confidence is not UNSET:
            field_dict["confidence"] = confidence

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        def _parse_hourly_median(data: object) -> float | None:
            if data is None:
                return data
            return cast(float | None, data)

        hourly_median = _parse_hourly_median(d.pop("hourly_median"))


        soc = d.pop("soc")

        trade = d.pop("trade")

        confidence = d.pop("confidence", UNSET)

        labor_estimate_paired_trades_item = cls(
            hourly_median=hourly_median,
            soc=soc,
            trade=trade,
            confidence=confidence,
        )


        labor_estimate_paired_trades_item.additional_properties = d
        return labor_estimate_paired_trades_item

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
