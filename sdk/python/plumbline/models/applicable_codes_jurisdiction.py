from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset






T = TypeVar("T", bound="ApplicableCodesJurisdiction")



@_attrs_define
class ApplicableCodesJurisdiction:
    """ 
        Attributes:
            resolved_by (str):
            state (str):
            state_abbr (str):
            county_fips (str | Unset):
            county_name (str | Unset):
            zip_ (str | Unset):
     """

    resolved_by: str
    state: str
    state_abbr: str
    county_fips: str | Unset = UNSET
    county_name: str | Unset = UNSET
    zip_: str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        resolved_by = self.resolved_by

        state = self.state

        state_abbr = self.state_abbr

        county_fips = self.county_fips

        county_name = self.county_name

        zip_ = self.zip_


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "resolved_by": resolved_by,
            "state": state,
            "state_abbr": state_abbr,
        })
        if county_fips is not UNSET:
            field_dict["county_fips"] = county_fips
        if county_name is not UNSET:
            field_dict["county_name"] = county_name
        if zip_ is not UNSET:
            field_dict["zip"] = zip_

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        resolved_by = d.pop("resolved_by")

        state = d.pop("state")

        state_abbr = d.pop("state_abbr")

        county_fips = d.pop("county_fips", UNSET)

        county_name = d.pop("county_name", UNSET)

        zip_ = d.pop("zip", UNSET)

        applicable_codes_jurisdiction = cls(
            resolved_by=resolved_by,
            state=state,
            state_abbr=state_abbr,
            county_fips=county_fips,
            county_name=county_name,
            zip_=zip_,
        )


        applicable_codes_jurisdiction.additional_properties = d
        return applicable_codes_jurisdiction

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
