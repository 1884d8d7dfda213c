from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast






T = TypeVar("T", bound="LaborEstimateWages")



@_attrs_define
class LaborEstimateWages:
    """ 
        Attributes:
            currency (str):
            employment (int | None): The OEWS employment of the occupation in the metro area asked (msa); null where not
                published and always for a county or ZIP (OEWS publishes no county counts; employment_note gives the area's).
            hourly_median (float):
            hourly_p25 (float | None):
            hourly_p75 (float | None):
            unit (str):
     """

    currency: str
    employment: int | None
    hourly_median: float
    hourly_p25: float | None
    hourly_p75: float | None
    unit: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        currency = self.currency

        employment: int | None
        employment = self.employment

        hourly_median = self.hourly_median

        hourly_p25: float | None
        hourly_p25 = self.hourly_p25

        hourly_p75: float | None
        hourly_p75 = self.hourly_p75

        unit = self.unit


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "currency": currency,
            "employment": employment,
            "hourly_median": hourly_median,
            "hourly_p25": hourly_p25,
            "hourly_p75": hourly_p75,
            "unit": unit,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        currency = d.pop("currency")

        def _parse_employment(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        employment = _parse_employment(d.pop("employment"))


        hourly_median = d.pop("hourly_median")

        def _parse_hourly_p25(data: object) -> float | None:
            if data is None:
                return data
            return cast(float | None, data)

        hourly_p25 = _parse_hourly_p25(d.pop("hourly_p25"))


        def _parse_hourly_p75(data: object) -> float | None:
            if data is None:
                return data
            return cast(float | None, data)

        hourly_p75 = _parse_hourly_p75(d.pop("hourly_p75"))


        unit = d.pop("unit")

        labor_estimate_wages = cls(
            currency=currency,
            employment=employment,
            hourly_median=hourly_median,
            hourly_p25=hourly_p25,
            hourly_p75=hourly_p75,
            unit=unit,
        )


        labor_estimate_wages.additional_properties = d
        return labor_estimate_wages

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
