from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset






T = TypeVar("T", bound="PPISeriesObservationsItem")



@_attrs_define
class PPISeriesObservationsItem:
    """ 
        Attributes:
            period (str):
            value (float):
            preliminary (bool | Unset): Present and true when the value is BLS's preliminary one (footnote P in a pulled
                release; the release's last four months in the bundled file).
     """

    period: str
    value: float
    preliminary: bool | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        period = self.period

        value = self.value

        preliminary = self.preliminary


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "period": period,
            "value": value,
        })
        if preliminary is not UNSET:
            field_dict["preliminary"] = preliminary

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        period = d.pop("period")

        value = d.pop("value")

        preliminary = d.pop("preliminary", UNSET)

        ppi_series_observations_item = cls(
            period=period,
            value=value,
            preliminary=preliminary,
        )


        ppi_series_observations_item.additional_properties = d
        return ppi_series_observations_item

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
