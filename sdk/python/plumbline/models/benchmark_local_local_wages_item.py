from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="BenchmarkLocalLocalWagesItem")



@_attrs_define
class BenchmarkLocalLocalWagesItem:
    """ 
        Attributes:
            area (str):
            file (str):
            hourly_p25 (float | None):
            hourly_p50 (float):
            hourly_p75 (float | None):
            period (str):
            soc (str):
            area_title (str | Unset):
            confidence (str | Unset):
            trade (str | Unset):
            trade_title (str | Unset):
     """

    area: str
    file: str
    hourly_p25: float | None
    hourly_p50: float
    hourly_p75: float | None
    period: str
    soc: str
    area_title: str | Unset = UNSET
    confidence: str | Unset = UNSET
    trade: str | Unset = UNSET
    trade_title: str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        area = self.area

        file = self.file

        hourly_p25: float | None
        hourly_p25 = self.hourly_p25

        hourly_p50 = self.hourly_p50

        hourly_p75: float | None
        hourly_p75 = self.hourly_p75

        period = self.period

        soc = self.soc

        area_title = self.area_title

        confidence = self.confidence

        trade = self.trade

        trade_title = self.trade_title


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "area": area,
            "file": file,
            "hourly_p25": hourly_p25,
            "hourly_p50": hourly_p50,
            "hourly_p75": hourly_p75,
            "period": period,
            "soc": soc,
        })
        if area_title is not UNSET:
            field_dict["area_title"] = area_title
        if confidence is not UNSET:
            field_dict["confidence"] = confidence
        if trade is not UNSET:
            field_dict["trade"] = trade
        if trade_title is not UNSET:
            field_dict["trade_title"] = trade_title

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        area = d.pop("area")

        file = d.pop("file")

        def _parse_hourly_p25(data: object) -> float | None:
            if data is None:
                return data
            return cast(float | None, data)

        hourly_p25 = _parse_hourly_p25(d.pop("hourly_p25"))


        hourly_p50 = d.pop("hourly_p50")

        def _parse_hourly_p75(data: object) -> float | None:
            if data is None:
                return data
            return cast(float | None, data)

        hourly_p75 = _parse_hourly_p75(d.pop("hourly_p75"))


        period = d.pop("period")

        soc = d.pop("soc")

        area_title = d.pop("area_title", UNSET)

        confidence = d.pop("confidence", UNSET)

        trade = d.pop("trade", UNSET)

        trade_title = d.pop("trade_title", UNSET)

        benchmark_local_local_wages_item = cls(
            area=area,
            file=file,
            hourly_p25=hourly_p25,
            hourly_p50=hourly_p50,
            hourly_p75=hourly_p75,
            period=period,
            soc=soc,
            area_title=area_title,
            confidence=confidence,
            trade=trade,
            trade_title=trade_title,
        )


        benchmark_local_local_wages_item.additional_properties = d
        return benchmark_local_local_wages_item

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
