from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset






T = TypeVar("T", bound="MaterialsIndexSeriesItem")



@_attrs_define
class MaterialsIndexSeriesItem:
    """ 
        Attributes:
            base_period (str):
            series_id (str):
            title (str):
            value (float): The published index at the period.
            weight (float):
            base_value (float | Unset): Several-series categories: the published index at the rebasing month (2015-01).
     """

    base_period: str
    series_id: str
    title: str
    value: float
    weight: float
    base_value: float | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        base_period = self.base_period

        series_id = self.series_id

        title = self.title

        value = self.value

        weight = self.weight

        base_value = self.base_value


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "base_period": base_period,
            "series_id": series_id,
            "title": title,
            "value": value,
            "weight": weight,
        })
        if base_value is not UNSET:
            field_dict["base_value"] = base_value

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        base_period = d.pop("base_period")

        series_id = d.pop("series_id")

        title = d.pop("title")

        value = d.pop("value")

        weight = d.pop("weight")

        base_value = d.pop("base_value", UNSET)

        materials_index_series_item = cls(
            base_period=base_period,
            series_id=series_id,
            title=title,
            value=value,
            weight=weight,
            base_value=base_value,
        )


        materials_index_series_item.additional_properties = d
        return materials_index_series_item

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
