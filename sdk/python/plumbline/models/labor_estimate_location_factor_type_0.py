from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset






T = TypeVar("T", bound="LaborEstimateLocationFactorType0")



@_attrs_define
class LaborEstimateLocationFactorType0:
    """ 
        Attributes:
            compared (str | Unset):
            national_median (float | Unset):
            national_period (str | Unset):
            place_median (float | Unset):
            place_period (str | Unset):
            value (float | Unset):
     """

    compared: str | Unset = UNSET
    national_median: float | Unset = UNSET
    national_period: str | Unset = UNSET
    place_median: float | Unset = UNSET
    place_period: str | Unset = UNSET
    value: float | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        compared = self.compared

        national_median = self.national_median

        national_period = self.national_period

        place_median = self.place_median

        place_period = self.place_period

        value = self.value


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
        })
        if compared is not UNSET:
            field_dict["compared"] = compared
        if national_median is not UNSET:
            field_dict["national_median"] = national_median
        if national_period is not UNSET:
            field_dict["national_period"] = national_period
        if place_median is not UNSET:
            field_dict["place_median"] = place_median
        if place_period is not UNSET:
            field_dict["place_period"] = place_period
        if value is not UNSET:
            field_dict["value"] = value

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        compared = d.pop("compared", UNSET)

        national_median = d.pop("national_median", UNSET)

        national_period = d.pop("national_period", UNSET)

        place_median = d.pop("place_median", UNSET)

        place_period = d.pop("place_period", UNSET)

        value = d.pop("value", UNSET)

        labor_estimate_location_factor_type_0 = cls(
            compared=compared,
            national_median=national_median,
            national_period=national_period,
            place_median=place_median,
            place_period=place_period,
            value=value,
        )


        labor_estimate_location_factor_type_0.additional_properties = d
        return labor_estimate_location_factor_type_0

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
