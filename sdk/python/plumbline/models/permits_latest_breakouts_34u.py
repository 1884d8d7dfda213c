from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="PermitsLatestBreakouts34U")



@_attrs_define
class PermitsLatestBreakouts34U:
    """ 
        Attributes:
            buildings (int):
            units (int):
            valuation_usd (int): Construction value in dollars.
     """

    buildings: int
    units: int
    valuation_usd: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        buildings = self.buildings

        units = self.units

        valuation_usd = self.valuation_usd


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "buildings": buildings,
            "units": units,
            "valuation_usd": valuation_usd,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        buildings = d.pop("buildings")

        units = d.pop("units")

        valuation_usd = d.pop("valuation_usd")

        permits_latest_breakouts_34u = cls(
            buildings=buildings,
            units=units,
            valuation_usd=valuation_usd,
        )


        permits_latest_breakouts_34u.additional_properties = d
        return permits_latest_breakouts_34u

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
